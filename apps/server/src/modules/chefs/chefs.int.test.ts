import { defaultChefCalculatorInputs } from '@simmer/domain/chefs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiCall,
  createTestApp,
  createTestUser,
  TEST_ORIGIN,
  type TestContext,
  type TestUser,
} from '../../../test/helpers';
import { calculatorSubmissions, chefApplications, chefProfiles, leads } from '../../db/schema';
import { CHEF_LEADS_PER_MINUTE } from './index';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

let addressCounter = 0;
/** Each test sends its leads from its own address, so the per-address limit is its own. */
const newAddress = () => `10.77.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;

const postLead = (payload: unknown, remoteAddress: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/chefs/leads',
    remoteAddress,
    headers: { origin: TEST_ORIGIN },
    payload: payload as object,
  });

const uniqueEmail = (name: string) =>
  `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

describe('GET /api/chefs/config', () => {
  it('gives visitors the demo calendar address', async () => {
    const response = await apiCall(ctx, null, 'GET', '/api/chefs/config');

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ demoUrl: 'https://cal.com/simmer/chef-demo' });
  });
});

describe('POST /api/chefs/leads', () => {
  it('saves a lead and a submission, with figures the server computed', async () => {
    const email = uniqueEmail('chef');

    const response = await postLead(
      {
        email,
        calculatorInputs: defaultChefCalculatorInputs(),
        utmParams: { source: 'newsletter', medium: 'email', campaign: 'chefs' },
        // A client's own figures are not read.
        calculations: { totalMonthly: 1_000_000 },
      },
      newAddress(),
    );

    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      calculatorInputs: defaultChefCalculatorInputs(),
      calculations: {
        engagedUsers: 350,
        cookShareRevenue: 612.5,
        premiumRevenue: 900,
        totalMonthly: 1512.5,
      },
    });
    const [lead] = await ctx.database.db.select().from(leads).where(eq(leads.email, email));
    expect(lead).toMatchObject({
      type: 'chef_earnings',
      source: 'chef_landing_calculator',
      status: 'new',
      submissions: 1,
      calculatorInputs: defaultChefCalculatorInputs(),
      calculations: { totalMonthly: 1512.5 },
      utmParams: { source: 'newsletter', medium: 'email', campaign: 'chefs' },
    });
    const submissions = await ctx.database.db
      .select()
      .from(calculatorSubmissions)
      .where(eq(calculatorSubmissions.leadId, lead!.id));
    expect(submissions).toHaveLength(1);
    expect(submissions[0]).toMatchObject({ email, source: 'chef_landing_calculator' });
  });

  it('merges a second submission of the same email into one lead with two submissions', async () => {
    const email = uniqueEmail('twice');
    const address = newAddress();
    await postLead({ email, calculatorInputs: defaultChefCalculatorInputs() }, address);

    const second = await postLead(
      {
        email: `  ${email.toUpperCase()} `,
        calculatorInputs: { ...defaultChefCalculatorInputs(), followers: 20_000 },
      },
      address,
    );

    expect(second.statusCode).toBe(201);
    const rows = await ctx.database.db.select().from(leads).where(eq(leads.email, email));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      submissions: 2,
      calculatorInputs: { followers: 20_000 },
      calculations: { engagedUsers: 700 },
    });
    expect(rows[0]!.updatedAt.getTime()).toBeGreaterThanOrEqual(rows[0]!.createdAt.getTime());
    const submissions = await ctx.database.db
      .select()
      .from(calculatorSubmissions)
      .where(eq(calculatorSubmissions.leadId, rows[0]!.id));
    expect(
      submissions.map((row) => (row.calculatorInputs as { followers: number }).followers),
    ).toEqual(expect.arrayContaining([10_000, 20_000]));
    expect(submissions).toHaveLength(2);
  });

  it.each([['not-an-email'], [''], [undefined]])(
    'refuses the email %j with the spec’s message',
    async (email) => {
      const response = await postLead(
        { email, calculatorInputs: defaultChefCalculatorInputs() },
        newAddress(),
      );

      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe('Please enter a valid email address');
    },
  );

  it.each([
    [{ engagementRate: 10.5 }],
    [{ engagementRate: 3.7 }],
    [{ cookSharePercent: 0 }],
    [{ cookSharePercent: 100.5 }],
    [{ followers: -1 }],
    [{ followers: 1.5 }],
    [{ monthlyEarnings: '1000' }],
  ])('refuses calculator inputs off their range or step: %j', async (change) => {
    const response = await postLead(
      {
        email: uniqueEmail('range'),
        calculatorInputs: { ...defaultChefCalculatorInputs(), ...change },
      },
      newAddress(),
    );

    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
  });

  it('refuses an oversized body', async () => {
    const response = await postLead(
      {
        email: uniqueEmail('big'),
        calculatorInputs: defaultChefCalculatorInputs(),
        utmParams: { source: 'x'.repeat(10_000) },
      },
      newAddress(),
    );

    expect(response.statusCode).toBe(413);
  });

  it(`answers 429 after ${CHEF_LEADS_PER_MINUTE} leads a minute from one address`, async () => {
    const address = newAddress();
    const email = uniqueEmail('limit');
    for (let i = 0; i < CHEF_LEADS_PER_MINUTE; i += 1) {
      const response = await postLead(
        { email, calculatorInputs: defaultChefCalculatorInputs() },
        address,
      );
      expect(response.statusCode).toBe(201);
    }

    const limited = await postLead(
      { email, calculatorInputs: defaultChefCalculatorInputs() },
      address,
    );
    const elsewhere = await postLead(
      { email, calculatorInputs: defaultChefCalculatorInputs() },
      newAddress(),
    );

    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('RATE_LIMITED');
    expect(elsewhere.statusCode).toBe(201);
  });
});

const APPLICATION = {
  displayName: 'Chef Ana',
  bio: 'Weeknight Portuguese cooking.',
  specialties: ['Portuguese', 'Seafood'],
  socialLinks: { instagram: '@ana.cooks', website: '' },
};

describe('the chef application', () => {
  let applicant: TestUser;
  beforeAll(async () => {
    applicant = await createTestUser(ctx);
  });

  it('tells a signed-out caller they must sign in to become a chef', async () => {
    const put = await apiCall(ctx, null, 'PUT', '/api/chefs/application', APPLICATION);
    const get = await apiCall(ctx, null, 'GET', '/api/chefs/application');

    expect(put.statusCode).toBe(401);
    expect(put.json().error.message).toBe('User must be logged in to become a chef');
    expect(get.statusCode).toBe(401);
    expect(get.json().error.message).toBe('User must be logged in to become a chef');
  });

  it('has none before applying', async () => {
    const response = await apiCall(ctx, applicant, 'GET', '/api/chefs/application');

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ application: null });
  });

  it('creates a pending application, and applying again updates it rather than adding one', async () => {
    const first = await apiCall(ctx, applicant, 'PUT', '/api/chefs/application', APPLICATION);
    const again = await apiCall(ctx, applicant, 'PUT', '/api/chefs/application', {
      ...APPLICATION,
      bio: 'Portuguese food, slowly.',
    });

    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      status: 'pending',
      displayName: 'Chef Ana',
      specialties: ['Portuguese', 'Seafood'],
      socialLinks: { instagram: '@ana.cooks' },
      decidedAt: null,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: first.json().id, bio: 'Portuguese food, slowly.' });
    const rows = await ctx.database.db
      .select()
      .from(chefApplications)
      .where(eq(chefApplications.userId, applicant.id));
    expect(rows).toHaveLength(1);
    const mine = await apiCall(ctx, applicant, 'GET', '/api/chefs/application');
    expect(mine.json().application).toMatchObject({ status: 'pending', id: first.json().id });
  });

  it('is part of the applicant’s data export', async () => {
    const response = await apiCall(ctx, applicant, 'GET', '/api/me/export');

    expect(response.json().chefApplications).toEqual([
      expect.objectContaining({ status: 'pending', displayName: 'Chef Ana' }),
    ]);
  });

  it('refuses an application without a display name', async () => {
    const response = await apiCall(ctx, applicant, 'PUT', '/api/chefs/application', {
      ...APPLICATION,
      displayName: '  ',
    });

    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Display name is required');
  });
});

describe('an admin deciding chef applications', () => {
  let admin: TestUser;
  let applicant: TestUser;
  let applicationId: string;
  beforeAll(async () => {
    admin = await createTestUser(ctx, { role: 'admin' });
    applicant = await createTestUser(ctx);
    applicationId = (
      await apiCall(ctx, applicant, 'PUT', '/api/chefs/application', APPLICATION)
    ).json().id;
  });

  it('refuses anyone but an admin', async () => {
    const pro = await createTestUser(ctx, { role: 'pro' });

    const asVisitor = await apiCall(
      ctx,
      null,
      'POST',
      `/api/admin/chef-applications/${applicationId}/approve`,
    );
    const asApplicant = await apiCall(
      ctx,
      applicant,
      'POST',
      `/api/admin/chef-applications/${applicationId}/approve`,
    );
    const asPro = await apiCall(
      ctx,
      pro,
      'POST',
      `/api/admin/chef-applications/${applicationId}/approve`,
    );
    const listAsPro = await apiCall(ctx, pro, 'GET', '/api/admin/chef-applications');

    expect(asVisitor.statusCode).toBe(401);
    expect(asApplicant.statusCode).toBe(403);
    expect(asPro.statusCode).toBe(403);
    expect(listAsPro.statusCode).toBe(403);
    const mine = await apiCall(ctx, applicant, 'GET', '/api/chefs/application');
    expect(mine.json().application.status).toBe('pending');
  });

  it('lists pending applications with the applicant’s email', async () => {
    const response = await apiCall(ctx, admin, 'GET', '/api/admin/chef-applications');

    expect(response.statusCode).toBe(200);
    expect(response.json().applications).toContainEqual(
      expect.objectContaining({ id: applicationId, email: applicant.email, status: 'pending' }),
    );
  });

  it('approves: the user becomes a chef with a chef profile from the application', async () => {
    const response = await apiCall(
      ctx,
      admin,
      'POST',
      `/api/admin/chef-applications/${applicationId}/approve`,
    );

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'approved' });
    expect(response.json().decidedAt).not.toBeNull();
    const me = await apiCall(ctx, applicant, 'GET', '/api/me');
    expect(me.json()).toMatchObject({ role: 'chef', displayName: 'Chef Ana' });
    const chef = await apiCall(ctx, applicant, 'GET', '/api/chef/profile');
    expect(chef.statusCode).toBe(200);
    expect(chef.json()).toMatchObject({
      bio: 'Weeknight Portuguese cooking.',
      specialties: ['Portuguese', 'Seafood'],
      status: 'active',
      isVerified: false,
    });
    const [profile] = await ctx.database.db
      .select()
      .from(chefProfiles)
      .where(eq(chefProfiles.userId, applicant.id));
    expect(profile?.socialLinks).toEqual({ instagram: '@ana.cooks' });
    const mine = await apiCall(ctx, applicant, 'GET', '/api/chefs/application');
    expect(mine.json().application.status).toBe('approved');
  });

  it('does not decide an application twice, and a chef does not apply again', async () => {
    const again = await apiCall(
      ctx,
      admin,
      'POST',
      `/api/admin/chef-applications/${applicationId}/reject`,
    );
    const reapply = await apiCall(ctx, applicant, 'PUT', '/api/chefs/application', APPLICATION);

    expect(again.statusCode).toBe(409);
    expect(reapply.statusCode).toBe(409);
  });

  it('rejects: the user stays as they were and may apply again', async () => {
    const other = await createTestUser(ctx);
    const id = (await apiCall(ctx, other, 'PUT', '/api/chefs/application', APPLICATION)).json().id;

    const response = await apiCall(ctx, admin, 'POST', `/api/admin/chef-applications/${id}/reject`);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'rejected' });
    expect((await apiCall(ctx, other, 'GET', '/api/me')).json().role).toBe('free');
    const reapply = await apiCall(ctx, other, 'PUT', '/api/chefs/application', APPLICATION);
    expect(reapply.statusCode).toBe(200);
    expect(reapply.json()).toMatchObject({ status: 'pending' });
    expect(reapply.json().id).not.toBe(id);
  });

  it('answers 404 for an application that does not exist', async () => {
    const response = await apiCall(
      ctx,
      admin,
      'POST',
      '/api/admin/chef-applications/00000000-0000-4000-8000-000000000000/approve',
    );

    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('Chef application not found');
  });
});
