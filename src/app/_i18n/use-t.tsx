'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { Locale } from './locale';

const LocaleContext = createContext<Locale>('id');

export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>;
}

export const useLocale = () => useContext(LocaleContext);

/** Words of one area (`messages/<area>.ts`) in the visitor's language. */
export function useT<M extends { id: Record<string, string>; en: Record<string, string> }>(messages: M): M['id'] {
  return messages[useLocale()] as M['id'];
}
