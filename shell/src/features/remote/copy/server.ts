/** Every language of the pages' heads at hand, for the server (the browser loads the page's one alone). */
import type { Messages } from '@dl/shared-config';
import type { SiteLanguage } from '@dl/contract';
import { messages as ar } from './ar';
import { messages as de } from './de';
import { messages as es } from './es';
import { messages as fr } from './fr';
import { messages as hi } from './hi';
import { messages as it } from './it';
import { messages as ja } from './ja';
import { messages as ko } from './ko';
import { messages as pt } from './pt';
import { messages as ru } from './ru';
import { messages as zh } from './zh';

export const ALL_HEAD_MESSAGES: Record<Exclude<SiteLanguage, 'en'>, Messages> = { ar, de, es, fr, hi, it, ja, ko, pt, ru, zh };
