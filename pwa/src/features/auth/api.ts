/** The account and sign-in calls (typed Hono client; contract in db/domain/auth.ts). */
import type { InferResponseType } from 'hono/client';
import type {
  ChangePasswordInput,
  LoginInput,
  ProfileInput,
  RegisterInput,
  SocialProvider,
} from '../../../../db/domain/auth';
import { client, reviewerClient, unwrap, unwrapEmpty } from '../../lib/api';

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

  providers: () => unwrap(auth.social.providers.$get()),
  exchange: (code: string) => unwrap(auth.social.exchange.$post({ json: { code } })),
  reviewerLogout: () => unwrapEmpty(reviewerClient.api.auth.social.logout.$post()),
};

/** Where the browser goes to sign in with a provider (a full navigation, not a fetch). */
export function socialStartUrl(provider: SocialProvider, returnTo: string): string {
  return `/api/auth/social/${provider}/start?${new URLSearchParams({ returnTo }).toString()}`;
}
