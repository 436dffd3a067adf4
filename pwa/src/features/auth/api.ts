/** The account and sign-in calls (typed Hono client; contract in db/domain/auth.ts). */
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import type {
  ChangePasswordInput,
  LoginInput,
  ProfileInput,
  RegisterInput,
} from '#domain/inputs/auth';
import { client, unwrap, unwrapEmpty } from '../../lib/api';
import { nextPage } from '../../lib/paging';

const auth = client.api.auth;
const account = client.api.account;
const reset = auth.password[':token'];

export type AccountNotice = InferResponseType<typeof account.notices.$get, 200>['items'][number];

export const authApi = {
  register: (json: RegisterInput) => unwrap(auth.register.$post({ json })),
  login: (json: LoginInput) => unwrap(auth.login.$post({ json })),
  logout: () => unwrapEmpty(auth.logout.$post()),
  forgot: (email: string) => unwrap(auth.password.forgot.$post({ json: { email } })),
  checkReset: (token: string) => unwrap(reset.$get({ param: { token } })),
  reset: (token: string, password: string) =>
    unwrap(reset.$post({ param: { token }, json: { password } })),

  saveProfile: (json: ProfileInput) => unwrap(account.$patch({ json })),
  changePassword: (json: ChangePasswordInput) => unwrap(account.password.$post({ json })),
  deleteAccount: (password: string) => unwrapEmpty(account.$delete({ json: { password } })),
  notices: (page: number) => unwrap(account.notices.$get({ query: { page: String(page) } })),

  exchange: (code: string) => unwrap(auth.social.exchange.$post({ json: { code } })),
};

export const authKeys = {
  passwordReset: (token: string) => ['password-reset', token] as const,
  accountNotices: (userId: number) => ['account', userId, 'notices'] as const,
};

export const authQueries = {
  /** Whether a reset link still works (asked once: the answer does not change while open). */
  passwordReset: (token: string) =>
    queryOptions({
      queryKey: authKeys.passwordReset(token),
      queryFn: () => authApi.checkReset(token),
      staleTime: Infinity,
    }),
  /** "Minu teated": the user's notices in every state, page by page. */
  accountNotices: (userId: number) =>
    infiniteQueryOptions({
      queryKey: authKeys.accountNotices(userId),
      queryFn: ({ pageParam }) => authApi.notices(pageParam),
      initialPageParam: 0,
      getNextPageParam: nextPage,
    }),
};

/** The reset link's check; a malformed token is not sent. */
export const usePasswordResetCheck = (token: string, enabled: boolean) =>
  useQuery({ ...authQueries.passwordReset(token), enabled });

export const useAccountNotices = (userId: number) =>
  useInfiniteQuery(authQueries.accountNotices(userId));
