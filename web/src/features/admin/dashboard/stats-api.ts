import { api } from '../../../shared/api/api';
import { retryAdminReadOnce } from '../shared/admin-retry';

/** GET /api/admin/stats; money as decimal amounts in the shop's currency. */
export interface AdminStats {
  total_books: number;
  total_orders: number;
  total_revenue: number;
  total_customers: number;
  /** One entry per day, oldest first, days without revenue included. */
  revenue_by_day: { date: string; revenue: number }[];
}

const statsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminStats: build.query<AdminStats, void>({ query: () => 'admin/stats', extraOptions: retryAdminReadOnce }),
  }),
});

export const { useGetAdminStatsQuery } = statsApi;
