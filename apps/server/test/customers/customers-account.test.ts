import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { companies, purchases, videoDownloads } from '../../src/db/schema';
import { createCustomer, readOutbox } from '../support';
import { createVideo } from '../videos/downloads-helpers';
import { createCompany, usersSession } from './helpers';

const { t, api } = usersSession();
let ownerId: number;
let companyId: number;

beforeAll(async () => {
  const company = await createCompany(t.db, 'Harbour TV');
  companyId = company.id;
  ownerId = (await createCustomer(t.db, { companyId, firstName: 'Olga' })).id;
  await t.db.update(companies).set({ ownerId }).where(eq(companies.id, companyId));
});

describe('billing', () => {
  it('creates the profile on first sight and saves on the version seen', async () => {
    const profile = (await api('GET', `/${ownerId}/billing`)).json();
    expect(profile).toMatchObject({ company_id: companyId, currency: 'EUR', version: 1 });
    const billing = {
      legal_name: 'Harbour TV Ltd',
      address: '1 Quay',
      country_code: 'GB',
      vat_number: 'GB123',
      billing_email: 'billing@harbour.test',
      currency: 'GBP',
      version: 1,
    };
    expect((await api('PUT', `/${ownerId}/billing`, { billing })).json()).toMatchObject({
      currency: 'GBP',
      version: 2,
    });
    expect((await api('PUT', `/${ownerId}/billing`, { billing })).statusCode).toBe(409);
    const bad = await api('PUT', `/${ownerId}/billing`, {
      billing: { ...billing, currency: 'XXX', version: 2 },
    });
    expect(bad.statusCode).toBe(422);
    const lone = await createCustomer(t.db);
    expect((await api('GET', `/${lone.id}/billing`)).statusCode).toBe(422);
  });
});

describe('plans', () => {
  it('adds, extends and cancels a plan with its state from the dates', async () => {
    const plan = {
      plan_type: 'monthly',
      starts_on: '2020-01-01',
      ends_on: '2099-01-31',
      download_quota: 50,
      price: 490,
      currency: 'EUR',
    };
    const added = await api('POST', `/${ownerId}/plans`, { plan });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ status: 'active', downloads_used: 0 });
    const id = added.json().id;
    const early = await api('POST', `/${ownerId}/plans/${id}/extend`, {
      ends_on: '2098-01-01',
      version: 1,
    });
    expect(early.statusCode).toBe(422);
    const extended = await api('POST', `/${ownerId}/plans/${id}/extend`, {
      ends_on: '2099-12-31',
      version: 1,
    });
    expect(extended.json()).toMatchObject({ ends_on: '2099-12-31', version: 2 });
    expect((await api('POST', `/${ownerId}/plans/${id}/cancel`, { version: 1 })).statusCode).toBe(
      409,
    );
    const cancelled = await api('POST', `/${ownerId}/plans/${id}/cancel`, { version: 2 });
    expect(cancelled.json().status).toBe('cancelled');
    const later = { ...plan, starts_on: '2098-01-01', ends_on: '2098-02-01' };
    await api('POST', `/${ownerId}/plans`, { plan: later });
    const listed = (await api('GET', `/${ownerId}/plans`)).json().plans;
    expect(listed.map((p: { status: string }) => p.status)).toEqual(['scheduled', 'cancelled']);
    for (const bad of [
      { ...plan, ends_on: '2019-01-01' },
      { ...plan, plan_type: 'lifetime' },
      { ...plan, price: -1 },
      { ...plan, starts_on: '2020-02-30' },
    ]) {
      expect((await api('POST', `/${ownerId}/plans`, { plan: bad })).statusCode).toBe(422);
    }
    expect((await api('POST', `/${ownerId}/plans/99999/cancel`, { version: 1 })).statusCode).toBe(
      404,
    );
  });
});

describe('members', () => {
  it('invites a member by mail, changes the owner and removes a member', async () => {
    const invited = await api('POST', `/${ownerId}/members`, {
      member: { email: 'New.Member@Harbour.test', first_name: 'Max' },
    });
    expect(invited.statusCode).toBe(201);
    const member = invited
      .json()
      .members.find((m: { email: string }) => m.email === 'new.member@harbour.test');
    expect(member).toMatchObject({ status: 'unconfirmed', is_owner: false });
    await t.app.outbox.drain();
    const mail = readOutbox(t.dataDir).find((m) => m.to === 'new.member@harbour.test');
    expect(mail?.subject).toBe('You are invited to your company account');
    const again = await api('POST', `/${ownerId}/members`, {
      member: { email: 'new.member@harbour.test', first_name: 'Max' },
    });
    expect(again.json().errors[0]).toMatchObject({ code: 'taken', field: 'member.email' });
    expect((await api('DELETE', `/${ownerId}/members/${ownerId}`)).statusCode).toBe(422);
    const company = invited.json().company;
    const owner = await api('PUT', `/${ownerId}/owner`, {
      member_id: member.id,
      version: company.version,
    });
    expect(owner.json().members[0]).toMatchObject({ id: member.id, is_owner: true });
    expect(
      (await api('PUT', `/${ownerId}/owner`, { member_id: ownerId, version: company.version }))
        .statusCode,
    ).toBe(409);
    const removed = await api('DELETE', `/${ownerId}/members/${ownerId}`);
    expect(removed.json().members.map((m: { id: number }) => m.id)).toEqual([member.id]);
    expect((await api('GET', `/${ownerId}`)).json().company).toBeNull();
  });
});

describe('purchases and downloads', () => {
  it('lists purchases and refunds one once; lists the downloads', async () => {
    const buyer = await createCustomer(t.db, { companyId });
    const [purchase] = await t.db
      .insert(purchases)
      .values({
        companyId,
        userId: buyer.id,
        itemType: 'video',
        itemTitle: 'Harbour fire',
        price: 40,
        currency: 'RUB',
        invoiceNumber: `INV-${Date.now()}`,
      })
      .returning();
    const listed = (await api('GET', `/${buyer.id}/purchases`)).json();
    expect(listed).toMatchObject({
      count: 1,
      purchases: [{ item_title: 'Harbour fire', buyer: buyer.email }],
    });
    const refund = await api('POST', `/${buyer.id}/purchases/${purchase?.id}/refund`);
    expect(refund.json().refunded_at).toEqual(expect.any(String));
    expect((await api('POST', `/${buyer.id}/purchases/${purchase?.id}/refund`)).statusCode).toBe(
      409,
    );
    const video = await createVideo(t);
    await t.db.insert(videoDownloads).values({
      videoId: video.id,
      customerId: buyer.id,
      customerName: 'B',
      customerEmail: buyer.email,
      fileName: 'clip.mp4',
      quality: '1080p',
      format: 'mp4',
      price: 12.5,
      currency: 'RUB',
    });
    const downloads = (await api('GET', `/${buyer.id}/downloads?per_page=5`)).json();
    expect(downloads).toMatchObject({
      count: 1,
      downloads: [{ video_id: video.id, currency: 'RUB' }],
    });
    expect((await api('GET', `/${buyer.id}/downloads?page=0`)).statusCode).toBe(422);
  });
});
