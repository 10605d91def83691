import type { ChefCalculatorInputs, ChefEarnings, UtmParams } from '@simmer/domain/chefs';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { calculatorSubmissions, chefApplications, leads, users } from '../../db/schema';

export type ChefApplicationRow = typeof chefApplications.$inferSelect;

export interface ChefLeadWrite {
  email: string;
  type: 'chef_earnings';
  source: string;
  calculatorInputs: ChefCalculatorInputs;
  calculations: ChefEarnings;
  utmParams: UtmParams | null;
}

export interface ChefApplicationWrite {
  displayName: string;
  bio: string;
  specialties: string[];
  socialLinks: Record<string, string>;
}

export function createChefsRepository(db: Db) {
  return {
    /**
     * One lead per (type, email): a new email inserts it, a known one takes the newest answers
     * (keeping its earlier UTM when this visit has none) and counts the submission.
     */
    async upsertLead(lead: ChefLeadWrite): Promise<{ id: string; submissions: number }> {
      const [row] = await db
        .insert(leads)
        .values({ ...lead, status: 'new' })
        .onConflictDoUpdate({
          target: [leads.type, leads.email],
          set: {
            source: sql`excluded.source`,
            calculatorInputs: sql`excluded.calculator_inputs`,
            calculations: sql`excluded.calculations`,
            utmParams: sql`coalesce(excluded.utm_params, ${leads.utmParams})`,
            submissions: sql`${leads.submissions} + 1`,
            updatedAt: sql`now()`,
          },
        })
        .returning({ id: leads.id, submissions: leads.submissions });
      return row!;
    },

    async insertSubmission(leadId: string, lead: ChefLeadWrite) {
      await db.insert(calculatorSubmissions).values({
        leadId,
        email: lead.email,
        calculatorInputs: lead.calculatorInputs,
        calculations: lead.calculations,
        source: lead.source,
        utmParams: lead.utmParams,
      });
    },

    /** The user's latest application, whatever its status. */
    async findLatestApplication(userId: string): Promise<ChefApplicationRow | undefined> {
      const [row] = await db
        .select()
        .from(chefApplications)
        .where(eq(chefApplications.userId, userId))
        .orderBy(desc(chefApplications.createdAt))
        .limit(1);
      return row;
    },

    /**
     * Creates the user's pending application, or replaces the details of the one already pending:
     * the partial unique index (one pending per user) makes two applications sent together one.
     */
    async upsertPendingApplication(
      userId: string,
      details: ChefApplicationWrite,
    ): Promise<ChefApplicationRow> {
      const [row] = await db
        .insert(chefApplications)
        .values({ userId, status: 'pending', ...details })
        .onConflictDoUpdate({
          target: chefApplications.userId,
          targetWhere: sql`${chefApplications.status} = 'pending'`,
          set: { ...details, updatedAt: sql`now()` },
        })
        .returning();
      return row!;
    },

    /** The application, locked until the transaction ends, so two decisions cannot both land. */
    async lockApplication(id: string): Promise<ChefApplicationRow | undefined> {
      const [row] = await db
        .select()
        .from(chefApplications)
        .where(eq(chefApplications.id, id))
        .for('update');
      return row;
    },

    async decideApplication(
      id: string,
      decision: { status: 'approved' | 'rejected'; decidedBy: string },
    ): Promise<ChefApplicationRow> {
      const [row] = await db
        .update(chefApplications)
        .set({ ...decision, decidedAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(chefApplications.id, id))
        .returning();
      return row!;
    },

    async findApplications(status: ChefApplicationRow['status'], limit: number) {
      return db
        .select({ application: chefApplications, email: users.email })
        .from(chefApplications)
        .innerJoin(users, eq(users.id, chefApplications.userId))
        .where(eq(chefApplications.status, status))
        .orderBy(asc(chefApplications.createdAt))
        .limit(limit);
    },
  };
}

export type ChefsRepository = ReturnType<typeof createChefsRepository>;
