/**
 * The admin's directory calls (role 10), on the typed Hono client: service categories
 * (/api/admin/services) and companies (/api/admin/companies; claims under /api/admin/claims).
 */
import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import type { AdminCompanyInput } from '#domain/inputs/company-input';
import type { ServiceInput } from '#domain/inputs/service-input';
import { client, unwrap, unwrapEmpty } from '#pwa/lib/api';
import { serviceKeys } from '#pwa/shared/services/query';

const services = client.api.admin.services;
const companies = client.api.admin.companies;
const claims = client.api.admin.claims;

export type AdminService = InferResponseType<typeof services.$get, 200>['items'][number];
export type AdminCompany = InferResponseType<(typeof companies)[':id']['$get'], 200>;
export type AdminClaim = AdminCompany['pendingClaims'][number];

/** The company list's filters as the address keeps them */
export interface CompanyFilter {
  q: string;
  county: string;
  claimed: '' | 'claimed' | 'unclaimed';
  page: number;
}

const param = (id: number) => ({ param: { id: String(id) } });

export const directoryAdminApi = {
  services: () => unwrap(services.$get()),
  createService: (json: ServiceInput) => unwrap(services.$post({ json })),
  saveService: (id: number, json: ServiceInput) =>
    unwrap(services[':id'].$put({ ...param(id), json })),
  reorderServices: (ids: number[]) => unwrap(services.order.$put({ json: { ids } })),
  deleteService: (id: number) => unwrapEmpty(services[':id'].$delete(param(id))),
  companies: ({ q, county, claimed, page }: CompanyFilter) =>
    unwrap(
      companies.$get({
        query: {
          page: String(page),
          ...(q ? { q } : {}),
          ...(county ? { county } : {}),
          ...(claimed ? { claimed } : {}),
        },
      }),
    ),
  company: (id: number) => unwrap(companies[':id'].$get(param(id))),
  createCompany: (json: AdminCompanyInput) => unwrap(companies.$post({ json })),
  saveCompany: (id: number, json: AdminCompanyInput) =>
    unwrap(companies[':id'].$put({ ...param(id), json })),
  deleteCompany: (id: number) => unwrapEmpty(companies[':id'].$delete(param(id))),
  confirmClaim: (id: number) => unwrap(claims[':id'].confirm.$post(param(id))),
  rejectClaim: (id: number) => unwrapEmpty(claims[':id'].reject.$post(param(id))),
};

export const directoryAdminKeys = {
  all: () => ['admin', 'directory'] as const,
  services: () => ['admin', 'directory', 'services'] as const,
  companies: () => ['admin', 'directory', 'companies'] as const,
  companyPage: (filter: CompanyFilter) => ['admin', 'directory', 'companies', filter] as const,
  company: (id: number) => ['admin', 'directory', 'company', id] as const,
};

export const directoryAdminQueries = {
  services: () =>
    queryOptions({ queryKey: directoryAdminKeys.services(), queryFn: directoryAdminApi.services }),
  companies: (filter: CompanyFilter) =>
    queryOptions({
      queryKey: directoryAdminKeys.companyPage(filter),
      queryFn: () => directoryAdminApi.companies(filter),
      placeholderData: keepPreviousData,
    }),
  company: (id: number) =>
    queryOptions({
      queryKey: directoryAdminKeys.company(id),
      queryFn: () => directoryAdminApi.company(id),
    }),
};

/** After a write: the admin's lists and the directory's own category list read again */
export const refreshDirectory = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: directoryAdminKeys.all() }),
    queryClient.invalidateQueries({ queryKey: serviceKeys.list() }),
  ]);

export const useAdminServices = () => useQuery(directoryAdminQueries.services());
export const useAdminCompanies = (filter: CompanyFilter) =>
  useQuery(directoryAdminQueries.companies(filter));
export const useAdminCompany = (id: number) => useQuery(directoryAdminQueries.company(id));
