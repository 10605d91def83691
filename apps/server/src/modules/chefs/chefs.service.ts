import { isChefOrAdmin, type Role } from '@simmer/domain/accounts';
import {
  ALREADY_A_CHEF,
  CHEF_APPLICATION_DECIDED,
  CHEF_APPLICATION_NOT_FOUND,
  CHEF_LEAD_SOURCE,
  CHEF_LEAD_TYPE,
  ChefApplicationInputSchema,
  calculateChefEarnings,
  type ChefApplication,
  type ChefApplicationInput,
  type ChefLeadResult,
  type CreateChefLeadInput,
  type UtmParams,
} from '@simmer/domain/chefs';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import type { AccountsService } from '../accounts';
import { recordAdminAction } from '../audit';
import { createChefsRepository, type ChefApplicationRow } from './chefs.repository';

/** The admin list: the oldest applications of a status first, at most this many. */
const APPLICATION_LIST_LIMIT = 100;

export function toChefApplication(row: ChefApplicationRow): ChefApplication {
  return {
    id: row.id,
    userId: row.userId,
    status: row.status,
    displayName: row.displayName,
    bio: row.bio,
    specialties: row.specialties,
    socialLinks: row.socialLinks,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/** Only the UTM fields that carry a value; null when none does. */
function presentUtm(utm: UtmParams | undefined): UtmParams | null {
  const entries = Object.entries(utm ?? {}).filter(([, value]) => Boolean(value));
  return entries.length > 0 ? Object.fromEntries(entries) : null;
}

/** Empty social links are not kept. */
function applicationDetails(input: ChefApplicationInput) {
  const parsed = ChefApplicationInputSchema.parse(input);
  return {
    displayName: parsed.displayName,
    bio: parsed.bio,
    specialties: [...new Set(parsed.specialties)],
    socialLinks: Object.fromEntries(
      Object.entries(parsed.socialLinks).filter((entry): entry is [string, string] =>
        Boolean(entry[1]),
      ),
    ),
  };
}

export function createChefSignupService(deps: { db: Db; accounts: AccountsService }) {
  const { db, accounts } = deps;
  const repository = createChefsRepository(db);

  async function decide(
    applicationId: string,
    adminId: string,
    status: 'approved' | 'rejected',
  ): Promise<ChefApplication> {
    const decided = await db.transaction(async (tx) => {
      const scoped = createChefsRepository(tx);
      const application = await scoped.lockApplication(applicationId);
      if (!application) throw notFound(CHEF_APPLICATION_NOT_FOUND);
      if (application.status !== 'pending')
        throw new AppError('CONFLICT', CHEF_APPLICATION_DECIDED);
      const roleChange =
        status === 'approved'
          ? await accounts.makeChef(tx, application.userId, {
              displayName: application.displayName,
              bio: application.bio,
              specialties: application.specialties,
              socialLinks: application.socialLinks,
            })
          : null;
      const decision = await scoped.decideApplication(applicationId, {
        status,
        decidedBy: adminId,
      });
      await recordAdminAction(tx, {
        action: status === 'approved' ? 'chef_application.approved' : 'chef_application.rejected',
        actorId: adminId,
        targetUserId: application.userId,
        subjectId: applicationId,
        before: { status: application.status, ...(roleChange && { role: roleChange.before }) },
        after: { status, ...(roleChange && { role: roleChange.after }) },
      });
      return decision;
    });
    return toChefApplication(decided);
  }

  return {
    /**
     * Saves a chef calculator lead: the figures are computed here from the inputs (a client's
     * own figures are never taken), the lead merged by email and every submission kept.
     */
    async saveLead(input: CreateChefLeadInput): Promise<ChefLeadResult> {
      const calculations = calculateChefEarnings(input.calculatorInputs);
      const lead = {
        email: input.email.toLowerCase(),
        type: CHEF_LEAD_TYPE,
        source: CHEF_LEAD_SOURCE,
        calculatorInputs: input.calculatorInputs,
        calculations,
        utmParams: presentUtm(input.utmParams),
      } as const;
      await db.transaction(async (tx) => {
        const scoped = createChefsRepository(tx);
        const { id } = await scoped.upsertLead(lead);
        await scoped.insertSubmission(id, lead);
      });
      return { calculatorInputs: input.calculatorInputs, calculations };
    },

    async getMyApplication(userId: string): Promise<ChefApplication | null> {
      const row = await repository.findLatestApplication(userId);
      return row ? toChefApplication(row) : null;
    },

    /** Applies to become a chef; applying again while pending updates the pending application. */
    async apply(
      user: { id: string; role: Role },
      input: ChefApplicationInput,
    ): Promise<ChefApplication> {
      if (isChefOrAdmin(user.role)) throw new AppError('CONFLICT', ALREADY_A_CHEF);
      const row = await repository.upsertPendingApplication(user.id, applicationDetails(input));
      return toChefApplication(row);
    },

    async listApplications(status: ChefApplicationRow['status']) {
      const rows = await repository.findApplications(status, APPLICATION_LIST_LIMIT);
      return rows.map(({ application, email }) => ({ ...toChefApplication(application), email }));
    },

    /** The admin's approval: the set-chef action from the application, in one transaction. */
    approve: (applicationId: string, adminId: string) => decide(applicationId, adminId, 'approved'),
    reject: (applicationId: string, adminId: string) => decide(applicationId, adminId, 'rejected'),
  };
}

export type ChefSignupService = ReturnType<typeof createChefSignupService>;
