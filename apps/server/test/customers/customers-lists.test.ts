import { beforeAll, describe, expect, it } from 'vitest';
import { adminTerritories } from '../../src/db/schema';
import { cookieFor, createAdmin, createCustomer, signIn } from '../support';
import { countryIds, createCompany, regionOf, usersApi, usersSession } from './helpers';

const { t, api } = usersSession();
let manager: ReturnType<typeof usersApi>;
const ids: Record<string, number> = {};

beforeAll(async () => {
  const tm = await createAdmin(t.db, { group: 'territorial_manager' });
  manager = usersApi(t.app, await signIn(t.app, tm));
  const c = await countryIds(t.db, ['FR', 'DE', 'US', 'JP']);
  // Europe as a region and Japan as a country.
  await t.db.insert(adminTerritories).values([
    { adminId: tm.id, regionId: await regionOf(t.db, 'FR') },
    { adminId: tm.id, countryId: c.JP },
  ]);
  const zebra = await createCompany(t.db, 'Zebra Broadcasting');
  const make = async (key: string, options: Parameters<typeof createCustomer>[1]) => {
    ids[key] = (await createCustomer(t.db, options)).id;
  };
  await make('fr', { firstName: 'Amelie', lastName: 'Zola', countryId: c.FR, companyId: zebra.id });
  await make('de', { firstName: 'Bernd', lastName: 'Yates', countryId: c.DE, customerType: 'new' });
  await make('us', { firstName: 'Cora', lastName: 'Xu', countryId: c.US, customerType: 'new' });
  await make('jp', {
    firstName: 'Daiki',
    lastName: 'Wu',
    countryId: c.JP,
    customerType: 'deactivated',
  });
  await make('un', {
    firstName: 'Eve',
    lastName: 'Vance',
    countryId: c.US,
    customerType: 'unconfirmed',
  });
});

const names = (body: { customers: { first_name: string }[] }) =>
  body.customers.map((c) => c.first_name);

describe('customer lists', () => {
  it('lists each type with its count and the tab counts', async () => {
    const active = (await api('GET', '/active')).json();
    expect(names(active)).toEqual(['Amelie']);
    expect(active.count).toBe(1);
    expect(active.customers[0]).toMatchObject({
      company: { name: 'Zebra Broadcasting' },
      country: { code: 'FR' },
      region: { name: 'Europe' },
      status: 'active',
    });
    expect(names((await api('GET', '/new?sort=name')).json())).toEqual(['Cora', 'Bernd']);
    expect(names((await api('GET', '/unconfirmed')).json())).toEqual(['Eve']);
    expect((await api('GET', '/counts')).json()).toEqual({
      new: 2,
      active: 1,
      deactivated: 1,
      unconfirmed: 1,
    });
  });

  it('searches name, e-mail and company, and filters', async () => {
    expect(names((await api('GET', '/active?q=zebra')).json())).toEqual(['Amelie']);
    expect(names((await api('GET', '/new?q=yat')).json())).toEqual(['Bernd']);
    expect((await api('GET', '/new?q=100%25')).json().count).toBe(0);
    const { US } = await countryIds(t.db, ['US']);
    expect(names((await api('GET', `/new?country_id=${US}`)).json())).toEqual(['Cora']);
    const page2 = (await api('GET', '/new?per_page=1&page=2&sort=name')).json();
    expect(page2).toMatchObject({ count: 2, customers: [{ first_name: 'Bernd' }] });
  });

  it('refuses bad input with 422 and other groups with 403', async () => {
    for (const query of [
      'sort=shoe',
      'page=0',
      'per_page=1000',
      'plan_type=x',
      'created_from=x',
      'zap=1',
    ]) {
      const response = await api('GET', `/active?${query}`);
      expect(response.statusCode, query).toBe(422);
      expect(response.json().errors[0].code).toBe('invalid');
    }
    const editor = usersApi(t.app, await cookieFor(t, 'output_editor'));
    expect((await editor('GET', '/active')).statusCode).toBe(403);
    expect((await editor('GET', `/${ids.fr}`)).statusCode).toBe(403);
  });
});

describe('territories', () => {
  it('shows a territorial manager only the customers of their regions and countries', async () => {
    expect((await manager('GET', '/counts')).json()).toEqual({
      new: 1,
      active: 1,
      deactivated: 1,
      unconfirmed: 0,
    });
    expect(names((await manager('GET', '/new')).json())).toEqual(['Bernd']);
    expect((await manager('GET', `/${ids.de}`)).statusCode).toBe(200);
    expect((await manager('GET', `/${ids.us}`)).statusCode).toBe(404);
    expect((await manager('GET', `/${ids.us}/plans`)).statusCode).toBe(404);
    const approve = await manager('POST', `/${ids.us}/approve`, { version: 1 });
    expect(approve.statusCode).toBe(404);
  });

  it('keeps a territorial manager from moving a customer out of their territories', async () => {
    const { US } = await countryIds(t.db, ['US']);
    const response = await manager('PATCH', `/${ids.de}`, {
      customer: { country_id: US, version: 1 },
    });
    expect(response.statusCode).toBe(422);
    expect((await api('GET', `/${ids.de}`)).json().country.code).toBe('DE');
  });

  it('limits bulk actions to the territories too', async () => {
    const response = await manager('POST', '/bulk', {
      type: 'new',
      action: 'approve',
      selection: { mode: 'all' },
      expected_count: 2,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().errors[0].code).toBe('count_mismatch');
  });
});
