import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FALLBACK_DOMAIN_CONFIG, type DomainConfig } from '@dl/contract';
import type { FastifyBaseLogger } from 'fastify';
import { serverRenderer } from './serverRender';

/**
 * Server builds written as small CommonJS files with the interface of the real ones (the real ones are run by
 * the e2e tests): what is checked here is how the server finds, loads, reloads and combines them.
 */
const SHELL = `let renders = 0;
exports.renderPage = (req) => {
  renders += 1;
  if (req.url.startsWith('/boom')) throw new Error('shell failed');
  const page = req.renderRemote('downloader', './HomePage', { params: {}, props: { from: req.url } });
  return '<div class="app" data-renders="' + renders + '" data-brand="' + req.config.branding.name + '"' + (req.theme ? ' data-theme="' + req.theme + '"' : '') + '><main>' + (page === null ? '<div role="status"></div>' : page) + '</main></div>';
};`;
const remote = (label: string) => `exports.render = (expose, props, req) => {
  if (props.props.from === '/remote-boom') throw new Error('remote failed');
  return expose === './HomePage' ? '<div class="page">${label} ' + props.props.from + ' ' + req.url + '</div>' : null;
};`;

function setup() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'server-render-'));
  const shellDir = path.join(root, 'shell');
  const downloaderDir = path.join(root, 'downloader');
  const write = (dir: string, text: string) => {
    fs.mkdirSync(path.join(dir, 'server'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'server', 'ssr.js'), text);
  };
  write(shellDir, SHELL);
  write(downloaderDir, remote('v1'));
  const warnings: string[] = [];
  const log = { warn: (_o: unknown, msg: string) => warnings.push(msg) } as unknown as FastifyBaseLogger;
  return { root, shellDir, downloaderDir, write, warnings, renderer: serverRenderer({ shellDir, remoteDirs: { downloader: downloaderDir } }, log) };
}

const ORIGIN = 'http://site.test';
const config = FALLBACK_DOMAIN_CONFIG;

describe('server rendering of the first paint', () => {
  afterEach(() => jest.useRealTimers());

  it("renders the shell's markup with the remote's markup in its area, for the URL and the domain asked", () => {
    const { renderer } = setup();
    expect(renderer.render('/?a=1', config, ORIGIN, null)).toBe(`<div class="app" data-renders="1" data-brand="${config.branding.name}"><main><div class="page">v1 /?a=1 /?a=1</div></main></div>`);
  });

  it('renders a page once per URL and domain configuration, then answers from its cache', () => {
    const { renderer } = setup();
    const other = { ...config, branding: { ...config.branding, name: 'Other' } } as DomainConfig;
    expect(renderer.render('/', config, ORIGIN, null)).toContain('data-renders="1"');
    expect(renderer.render('/', config, ORIGIN, null)).toContain('data-renders="1"');
    expect(renderer.render('/', other, ORIGIN, null)).toContain('data-renders="2" data-brand="Other"');
    expect(renderer.render('/?b', config, ORIGIN, null)).toContain('data-renders="3"');
    // The visitor's theme choice is part of the page (the toggle shows it), so it is rendered and kept apart.
    expect(renderer.render('/', config, ORIGIN, 'dark')).toMatch(/data-renders="4" .*data-theme="dark"/);
    expect(renderer.render('/', config, ORIGIN, 'dark')).toContain('data-renders="4"');
    expect(renderer.render('/', config, ORIGIN, null)).toContain('data-renders="1"');
  });

  it("leaves the area of a remote the domain serves from another origin to the browser (its spinner)", () => {
    const { renderer } = setup();
    const cdn = { ...config, remotes: { ...config.remotes, downloader: 'https://cdn.test/dl/mf-manifest.json' } } as DomainConfig;
    expect(renderer.render('/', cdn, ORIGIN, null)).toContain('<main><div role="status"></div></main>');
  });

  it('sends no markup without a shell server build, or when it fails; a failing remote leaves only its area empty', () => {
    const { renderer, shellDir, warnings } = setup();
    expect(renderer.render('/boom', config, ORIGIN, null)).toBeNull();
    expect(renderer.render('/remote-boom', config, ORIGIN, null)).toContain('<main><div role="status"></div></main>');
    expect(warnings).toEqual(['server render failed: the page is sent without its content', 'server render of a remote module failed']);
    const missing = serverRenderer({ shellDir: path.join(shellDir, 'nowhere'), remoteDirs: {} }, { warn: () => undefined } as unknown as FastifyBaseLogger);
    expect(missing.render('/', config, ORIGIN, null)).toBeNull();
  });

  it('a shell build that cannot be loaded is reported and the page is sent without markup', () => {
    const { renderer, shellDir, write, warnings } = setup();
    write(shellDir, 'this is not javascript (');
    expect(renderer.render('/', config, ORIGIN, null)).toBeNull();
    expect(warnings[0]).toMatch(/could not be loaded/);
  });

  it('renders with the new build once a remote is deployed again while the server runs', () => {
    jest.useFakeTimers({ now: Date.now(), doNotFake: ['nextTick', 'setImmediate'] });
    const { renderer, downloaderDir, write } = setup();
    expect(renderer.render('/', config, ORIGIN, null)).toContain('v1 /');
    write(downloaderDir, remote('v2'));
    const file = path.join(downloaderDir, 'server', 'ssr.js');
    fs.utimesSync(file, new Date(), new Date(Date.now() + 10_000));
    jest.advanceTimersByTime(2500);
    expect(renderer.render('/', config, ORIGIN, null)).toContain('v2 /');
  });
});
