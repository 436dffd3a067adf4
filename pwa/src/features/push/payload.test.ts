import { describe, expect, it } from 'vitest';
import { notificationTarget, parsePushPayload, showsTarget } from './payload';

describe('parsePushPayload', () => {
  it('reads the JSON the server sends', () => {
    expect(
      parsePushPayload(
        JSON.stringify({
          title: 'Uus järelhüüe: Mari Maasikas',
          body: 'Puhka rahus',
          url: '/arasaatmisteade/5',
          tag: 'reply-5',
        }),
      ),
    ).toEqual({
      title: 'Uus järelhüüe: Mari Maasikas',
      body: 'Puhka rahus',
      url: '/arasaatmisteade/5',
      tag: 'reply-5',
    });
  });

  it('falls back for missing fields, plain text and nothing', () => {
    expect(parsePushPayload(JSON.stringify({ body: 'x' }))).toEqual({
      title: 'Küünal',
      body: 'x',
      url: '/',
    });
    expect(parsePushPayload('hello')).toEqual({ title: 'hello', body: '', url: '/' });
    expect(parsePushPayload(null)).toEqual({ title: 'Küünal', body: '', url: '/' });
    expect(parsePushPayload('[1,2]')).toEqual({ title: 'Küünal', body: '', url: '/' });
    expect(parsePushPayload(JSON.stringify({ title: 5, url: 7, tag: '' }))).toEqual({
      title: 'Küünal',
      body: '',
      url: '/',
    });
  });
});

describe('notificationTarget', () => {
  const origin = 'https://kyynal.ee';
  it('resolves the card path on our origin', () => {
    expect(notificationTarget('/malestuspaev/12', origin)).toBe(
      'https://kyynal.ee/malestuspaev/12',
    );
    expect(notificationTarget('https://kyynal.ee/teated?x=1', origin)).toBe(
      'https://kyynal.ee/teated?x=1',
    );
  });
  it('never leaves the site', () => {
    expect(notificationTarget('https://evil.example/x', origin)).toBe('https://kyynal.ee/');
    expect(notificationTarget('//evil.example/x', origin)).toBe('https://kyynal.ee/');
    expect(notificationTarget('javascript:alert(1)', origin)).toBe('https://kyynal.ee/');
  });
});

describe('showsTarget', () => {
  it('matches path and query, ignoring the hash', () => {
    const target = 'http://localhost:3000/arasaatmisteade/5';
    expect(showsTarget('http://localhost:3000/arasaatmisteade/5#replies', target)).toBe(true);
    expect(showsTarget('http://localhost:3000/arasaatmisteade/6', target)).toBe(false);
    expect(showsTarget('http://localhost:3001/arasaatmisteade/5', target)).toBe(false);
    expect(showsTarget('not a url', target)).toBe(false);
  });
});
