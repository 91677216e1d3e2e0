/** Pages everyone may see keep a simple header: no sidebar, even for a signed-in person. */
const PUBLIC_PREFIXES = ['/masuk', '/daftar', '/lupa-sandi', '/sandi-baru', '/docs', '/klaim', '/undangan', '/lanjut'];

export function isPublicPath(pathname: string): boolean {
  return pathname === '/' || PUBLIC_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}
