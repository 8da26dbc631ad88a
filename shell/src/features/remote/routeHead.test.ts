/**
 * The pages' heads in other languages (issue #24): the shell's catalog of heads holds every page of the table that has
 * a head of its own but the landing pages, its English is the table's word for word, and a text a language lacks is
 * the table's English.
 */
import fs from 'node:fs';
import path from 'node:path';
import { FALLBACK_DOMAIN_CONFIG, ROUTES, i18n, isLocalizedRoute } from '@dl/shared-config';
import { hasHeadTexts, routeHead, routeHeadId } from './routeHead';
import { ALL_HEAD_MESSAGES } from './copy/server';

/** The English catalog's texts by id (its PO source: English is not compiled into the pages). */
function english(): Record<string, string> {
  const po = fs.readFileSync(path.join(__dirname, 'copy', 'en.po'), 'utf8');
  return Object.fromEntries([...po.matchAll(/msgid "([^"]+)"\nmsgstr "((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2].replace(/\\"/g, '"')]));
}

it("holds each page's head of the table but the landing pages', in the table's English", () => {
  const en = english();
  const pages = ROUTES.filter(hasHeadTexts);
  expect(pages.map((r) => r.id)).toEqual(expect.arrayContaining(['help', 'privacy', 'preview', 'subscription']));
  expect(pages.some(isLocalizedRoute)).toBe(false);
  for (const route of pages) {
    expect(en[`${routeHeadId(route)}.title`]).toBe(route.title);
    expect(en[`${routeHeadId(route)}.description`]).toBe(route.description);
  }
  expect(Object.keys(en)).toHaveLength(pages.length * 2);
});

it("gives a route's head in the active language, and the table's English for a text the language lacks", () => {
  const help = ROUTES.find((r) => r.id === 'help')!;
  i18n.load('es', ALL_HEAD_MESSAGES.es);
  i18n.load('de', {});
  i18n.activate('es');
  expect(routeHead(help, FALLBACK_DOMAIN_CONFIG).title).toBe(`${(ALL_HEAD_MESSAGES.es['head.help.title'] as string[]).join('')} | ${FALLBACK_DOMAIN_CONFIG.branding.name}`);
  i18n.activate('de');
  expect(routeHead(help, FALLBACK_DOMAIN_CONFIG)).toEqual({ title: `Help Center | ${FALLBACK_DOMAIN_CONFIG.branding.name}`, description: help.description });
  i18n.activate('en');
});
