import {
  ListAdminUsersQuerySchema,
  ListAuditQuerySchema,
  RevenueQuerySchema,
  RevenueReportSchema,
} from '@simmer/domain/admin';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { Guards } from '../../plugins/auth-guard';
import type { AuditService } from '../audit';
import { AUDIT_COLUMNS, USER_COLUMNS, attachment, csvStream, revenueCsv } from './admin-csv';
import type { AdminReportsService } from './admin-reports.service';

const CSV_TYPE = 'text/csv; charset=utf-8';
/** Exports read the whole table: a few a minute per admin is plenty. */
const EXPORT_LIMIT = { rateLimit: { max: 10, timeWindow: 60_000 } };
const today = () => new Date().toISOString().slice(0, 10);

/** Revenue and growth, and the CSV exports of the admin's tables (issue 20 item 4). Admin only. */
export function adminReportsRoutes(
  service: AdminReportsService,
  audit: AuditService,
  guards: Guards,
): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    app.get(
      '/api/admin/revenue',
      {
        onRequest: guards.requireAdmin,
        schema: {
          tags: ['admin'],
          summary:
            "The spec's revenue estimate beside the billing ledger's real figures for a range of UTC days, with sign-ups and subscription starts per day or week (admin)",
          querystring: RevenueQuerySchema,
          response: { 200: RevenueReportSchema },
        },
      },
      (request) => service.revenue(request.query),
    );

    app.get(
      '/api/admin/revenue/export.csv',
      {
        onRequest: guards.requireAdmin,
        config: EXPORT_LIMIT,
        schema: {
          tags: ['admin'],
          summary:
            'The revenue figures per day or week of a range, and their total, as CSV (admin)',
          querystring: RevenueQuerySchema,
        },
      },
      async (request, reply) => {
        const report = await service.revenue(request.query);
        return reply
          .type(CSV_TYPE)
          .header(
            'content-disposition',
            attachment(`simmer-revenue-${report.range.from}-to-${report.range.to}.csv`),
          )
          .send(revenueCsv(report));
      },
    );

    app.get(
      '/api/admin/users/export.csv',
      {
        onRequest: guards.requireAdmin,
        config: EXPORT_LIMIT,
        schema: {
          tags: ['admin'],
          summary: 'Every user the search matches, newest first, as CSV (admin)',
          querystring: ListAdminUsersQuerySchema.pick({ q: true }),
        },
      },
      (request, reply) =>
        reply
          .type(CSV_TYPE)
          .header('content-disposition', attachment(`simmer-users-${today()}.csv`))
          .send(csvStream(service.allUsers(request.query.q), USER_COLUMNS)),
    );

    app.get(
      '/api/admin/audit/export.csv',
      {
        onRequest: guards.requireAdmin,
        config: EXPORT_LIMIT,
        schema: {
          tags: ['admin'],
          summary: 'The audit trail the filter selects, newest first, as CSV (admin)',
          querystring: ListAuditQuerySchema.omit({ page: true }),
        },
      },
      (request, reply) =>
        reply
          .type(CSV_TYPE)
          .header('content-disposition', attachment(`simmer-audit-${today()}.csv`))
          .send(csvStream(audit.allEntries(request.query), AUDIT_COLUMNS)),
    );
    done();
  };
}
