import { localeAtom, sdkStore, type Locale } from '@toolhub/sdk';
import { useAtomValue } from 'jotai';

/** The page's language, re-rendering when the visitor switches it (the class names follow it). */
export const useLocale = (): Locale => useAtomValue(localeAtom, { store: sdkStore });
