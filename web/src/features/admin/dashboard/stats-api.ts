import { api } from '../../../shared/api/api';
import type { ApiSchema } from '../../../shared/api/types';
import { retryAdminReadOnce } from '../shared/admin-retry';

/** GET /api/admin/stats; money as decimal amounts in the shop's currency. */
export type AdminStats = ApiSchema<'StatsView'>;

const statsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminStats: build.query<AdminStats, void>({ query: () => 'admin/stats', extraOptions: retryAdminReadOnce }),
  }),
});

export const { useGetAdminStatsQuery } = statsApi;
