export type Locale = 'id' | 'en';
export const LOCALE_COOKIE = 'locale';
export const pickLocale = (value: string | undefined | null): Locale => (value === 'en' ? 'en' : 'id');
