import { describe, expect, inject, it } from 'vitest';

const baseUrl = inject('baseUrl');

describe('public files', () => {
  it('serves the favicon, the icon and robots.txt, and pages link the icons', async () => {
    const ico = await fetch(`${baseUrl}/favicon.ico`);
    expect(ico.status).toBe(200);
    expect(ico.headers.get('content-type')).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
    expect(Buffer.from(await ico.arrayBuffer()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
    const svg = await fetch(`${baseUrl}/icon.svg`);
    expect(svg.status).toBe(200);
    expect(svg.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    const robots = await fetch(`${baseUrl}/robots.txt`);
    expect(robots.status).toBe(200);
    expect(await robots.text()).toMatch(/^Disallow: \/$/m);
    const home = await (await fetch(`${baseUrl}/`)).text();
    expect(home).toMatch(/<link rel="icon" href="\/favicon.ico"/);
    expect(home).toMatch(/<link rel="icon" href="\/icon.svg" type="image\/svg\+xml"/);
  });
});
