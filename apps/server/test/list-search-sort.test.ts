import { like, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { prefixCondition } from '../src/core/data/reads.ts';
import { contractors } from '../src/modules/people/tables.ts';
import { marker } from './harness.ts';
import { get, names, openListApp, P, t, token } from './support/list-fixtures.ts';
import { insertContractors } from './support/list-module.ts';

openListApp();

describe('sorting', () => {
  it('sorts by a whitelisted key both ways', async () => {
    const asc = await get('city=Krak%C3%B3w&sort_by=name&sort_direction=asc&per_page=3');
    expect(names(asc.body)).toEqual(['Firma 01', 'Firma 02', 'Firma 03']);
    expect(asc.body.pagination).toMatchObject({ sort_by: 'name', sort_direction: 'asc' });
    const desc = await get('city=Krak%C3%B3w&sort_by=name&sort_direction=desc&per_page=3');
    expect(names(desc.body)).toEqual(['Firma 25', 'Firma 24', 'Firma 23']);
  });

  it('refuses a sort key that is not whitelisted and a bad direction', async () => {
    const res = await get('sort_by=nip_number');
    expect(res.status).toBe(422);
    expect(res.body.errors.sort_by).toEqual(['Wybierz jedną z dostępnych wartości']);
    expect((await get('sort_by=name;drop table users')).status).toBe(422);
    expect((await get('sort_direction=up')).status).toBe(422);
  });
});

describe('search', () => {
  const search = async (term: string) => {
    const res = await get(`search=${encodeURIComponent(term)}&sort_by=name&sort_direction=asc`);
    expect(res.status).toBe(200);
    return names(res.body);
  };

  it('ignores case and Polish diacritics in both directions', async () => {
    expect(await search('lodz')).toEqual(['Hurtownia Żółć', 'Instalacje Łódzkie']);
    expect(await search('ZOLC')).toEqual(['Hurtownia Żółć']);
    expect(await search('ŁÓDŹ')).toEqual(['Hurtownia Żółć', 'Instalacje Łódzkie']);
    expect(await search('żółć')).toEqual(['Hurtownia Żółć']);
  });

  it('requires every word to match somewhere in the searched text', async () => {
    expect(await search('hurtownia lodz')).toEqual(['Hurtownia Żółć']);
    expect(await search('  instalacje   zgierz ')).toEqual(['Instalacje Łódzkie']);
    expect(await search('hurtownia zgierz')).toEqual([]);
  });

  it('treats LIKE wildcards and backslashes in the term literally', async () => {
    expect(await search('100%')).toEqual(['Pewne na 100% OK']);
    expect(await search('%')).toEqual(['Pewne na 100% OK']);
    expect(await search('a_b')).toEqual(['Kod a_b']);
    expect(await search('_')).toEqual(['Kod a_b']);
    expect(await search('back\\slash')).toEqual(['Kod back\\slash']);
  });

  it('echoes search and filters in active, {} when none', async () => {
    const res = await get('search=kod&city=Gda%C5%84sk&city=Zgierz');
    expect(res.body.pagination.active).toEqual({ search: 'kod', city: ['Gdańsk', 'Zgierz'] });
    expect(res.body.pagination.total).toBe(3);
    const none = await get('');
    expect(none.body.pagination.active).toEqual({});
    expect(none.body.pagination.total).toBe(31);
  });

  it('applies a repeated filter as any of its values', async () => {
    const res = await get('city=Zgierz&city=%C5%81%C3%B3d%C5%BA&sort_by=name&sort_direction=asc');
    expect(names(res.body)).toEqual(['Hurtownia Żółć', 'Instalacje Łódzkie']);
    const one = await get('city=Zgierz');
    expect(one.body.pagination.active).toEqual({ city: ['Zgierz'] });
  });

  it('refuses a search term over the length limit', async () => {
    const res = await get(`search=${'a'.repeat(201)}`);
    expect(res.status).toBe(422);
    expect(res.body.errors.search).toEqual(['Maksymalna liczba znaków: 200']);
  });
});

describe('a code or number matched from its start (prefixCondition)', () => {
  const own = like(contractors.name, `${P}%`);
  const startingWith = async (term: string) => {
    const condition = prefixCondition(contractors.search_text, term);
    const rows = await t.deps.db
      .select({ name: contractors.name })
      .from(contractors)
      .where(condition ? sql`${own} AND ${condition}` : own)
      .orderBy(contractors.name);
    return rows.map((r) => r.name.slice(P.length + 1));
  };

  it('finds the texts that start with the term, ignoring case and Polish diacritics', async () => {
    expect(await startingWith(`${P} hurtownia zolc`)).toEqual(['Hurtownia Żółć']);
    expect(await startingWith(`${P.toUpperCase()} HURTOWNIA ŻÓŁ`)).toEqual(['Hurtownia Żółć']);
    expect(await startingWith(`${P} instalacje ł`)).toEqual(['Instalacje Łódzkie']);
    expect(await startingWith(`  ${P} kod `)).toEqual(['Kod a_b', 'Kod axb', 'Kod back\\slash']);
  });

  it('does not find a text that holds the term later on', async () => {
    expect(await startingWith('hurtownia')).toEqual([]);
    expect(await startingWith(`${P} zolc`)).toEqual([]);
  });

  it('takes LIKE wildcards and backslashes literally', async () => {
    expect(await startingWith(`${P} kod a_`)).toEqual(['Kod a_b']);
    expect(await startingWith(`${P} pewne na 100%`)).toEqual(['Pewne na 100% OK']);
    expect(await startingWith(`${P} %`)).toEqual([]);
    expect(await startingWith(`${P} kod back\\`)).toEqual(['Kod back\\slash']);
  });

  it('applies no condition to an empty term', () => {
    expect(prefixCondition(contractors.search_text, '   ')).toBeUndefined();
    expect(prefixCondition(contractors.search_text, undefined)).toBeUndefined();
  });
});

describe('Polish alphabetical order (docs/decisions/0059-polish-collation-is-a-sort-key.md)', () => {
  const Q = marker('Pl');
  const cities = 'Zakopane Żory Łódź Mława Źródła Małkinia Śrem Sopot Ząbki Lublin'.split(' ');
  const polish = 'Lublin Łódź Małkinia Mława Sopot Śrem Zakopane Ząbki Źródła Żory'.split(' ');
  const list = (q: string) =>
    t.request('GET', `/api/test/contractors?prefix=${encodeURIComponent(Q)}&per_page=20&${q}`, { token });

  beforeAll(async () => {
    await insertContractors(
      t,
      Q,
      cities.map((city, i) => ({ name: i % 2 ? `Zakład ${city}` : `Łódzka ${city}`, city })),
    );
  });

  it('sorts a text column as the Polish alphabet does, both ways', async () => {
    const asc = await list('sort_by=address_city&sort_direction=asc');
    expect(asc.status).toBe(200);
    expect(asc.body.results.map((r: { address_city: string }) => r.address_city)).toEqual(polish);
    const desc = await list('sort_by=address_city&sort_direction=desc');
    expect(desc.body.results.map((r: { address_city: string }) => r.address_city)).toEqual(
      [...polish].reverse(),
    );
  });

  it('puts "Łódzka…" before "Zakład…" when sorting by name', async () => {
    const res = await list('sort_by=name&sort_direction=asc');
    const words = res.body.results.map((r: { name: string }) => r.name.slice(Q.length + 1).split(' ')[0]);
    expect(words).toEqual([...Array(5).fill('Łódzka'), ...Array(5).fill('Zakład')]);
  });

  it('lists the provinces option list in Polish order', async () => {
    const res = await t.call('public-zone.dictionary.provinces.index');
    expect(res.status).toBe(200);
    const names: string[] = res.body.results.map((r: { name: string }) => r.name);
    expect(names).toHaveLength(16);
    expect(names).toEqual([...names].sort(new Intl.Collator('pl').compare));
    expect(names.indexOf('łódzkie')).toBeLessThan(names.indexOf('małopolskie'));
    expect(names.indexOf('małopolskie')).toBeLessThan(names.indexOf('mazowieckie'));
    expect(names.indexOf('łódzkie')).toBeLessThan(names.indexOf('zachodniopomorskie'));
  });
});
