import { describe, expect, it } from 'vitest';
import { ROLES } from '#domain/vocabulary/roles';
import { guardRedirect, safeNext, withNext } from './guard';

describe('safeNext', () => {
  it('keeps same-site paths with their query', () => {
    expect(safeNext('/konto')).toBe('/konto');
    expect(safeNext('/admin/kasutajad?q=mari&page=2')).toBe('/admin/kasutajad?q=mari&page=2');
  });

  it.each([
    [null],
    [undefined],
    [''],
    ['konto'],
    ['https://evil.example/'],
    ['//evil.example/x'],
    ['/\\evil.example'],
    ['/\t/evil.example'],
    ['/\n/evil.example'],
    ['javascript:alert(1)'],
  ])('refuses %j', (raw) => {
    expect(safeNext(raw)).toBeNull();
  });
});

describe('withNext', () => {
  it('adds an encoded next', () => {
    expect(withNext('/login', '/konto?x=1&y=2')).toBe('/login?next=%2Fkonto%3Fx%3D1%26y%3D2');
  });

  it('drops an unsafe or pointless next', () => {
    expect(withNext('/login', '//evil.example')).toBe('/login');
    expect(withNext('/login', null)).toBe('/login');
    expect(withNext('/login', '/login')).toBe('/login');
  });
});

describe('guardRedirect', () => {
  const open = { auth: false, role: 0 };
  const account = { auth: true, role: 0 };
  const admin = { auth: true, role: ROLES.admin };
  const user = { role: ROLES.user };

  it('lets anyone open a public route', () => {
    expect(guardRedirect(open, null, '/')).toBeNull();
  });

  it('sends a visitor without a user to /login, remembering the path', () => {
    expect(guardRedirect(account, null, '/konto')).toBe('/login?next=%2Fkonto');
    expect(guardRedirect(admin, null, '/admin/kasutajad?page=1')).toBe(
      '/login?next=%2Fadmin%2Fkasutajad%3Fpage%3D1',
    );
  });

  it('treats a role requirement as needing a login too', () => {
    expect(guardRedirect({ auth: false, role: ROLES.admin }, null, '/x')).toBe('/login?next=%2Fx');
  });

  it('sends a user whose role is too low to /401', () => {
    expect(guardRedirect(admin, user, '/admin')).toBe('/401');
    expect(
      guardRedirect({ auth: true, role: ROLES.bannerManager }, { role: ROLES.provider }, '/admin'),
    ).toBe('/401');
  });

  it('lets a user with enough role in', () => {
    expect(guardRedirect(account, user, '/konto')).toBeNull();
    expect(
      guardRedirect({ auth: true, role: ROLES.bannerManager }, { role: ROLES.admin }, '/admin'),
    ).toBeNull();
    expect(guardRedirect(admin, { role: ROLES.admin }, '/admin/kasutajad')).toBeNull();
  });
});
