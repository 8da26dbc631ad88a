import type { RefObject } from 'react';
import { useLayoutChoice } from '@dl/shared-config';
import { useLanguage } from '../../i18n';

/**
 * The top bar's layout (`data-nav` on the header), for the page's language at the window's width: "bar", its links
 * beside the brand and the actions, where they fit, each on one line; else "menu", the menu button instead of the
 * links; else "tight", the theme toggle moved into the menu as well. "auto" is the server's page, which cannot measure.
 */
export type NavLayout = 'auto' | 'bar' | 'menu' | 'tight';

const widthOf = (el: Element | null | undefined) => el?.getBoundingClientRect().width ?? 0;
const gapOf = (el: Element | null) => (el ? parseFloat(getComputedStyle(el).columnGap) || 0 : 0);

/** The width of parts laid out in a row with a gap between them. */
const rowOf = (parts: (Element | undefined)[], gap: number) => {
  const shown = parts.filter((part): part is Element => !!part);
  return shown.reduce((sum, part) => sum + widthOf(part), 0) + gap * Math.max(shown.length - 1, 0);
};

/**
 * Measures the bar's row (`.topnav-inner`). Every part keeps its size in every layout (a part put away stays laid out,
 * unseen: global.css), so these sums do not depend on the layout in force and a width never switches back and forth.
 */
function navLayout(row: HTMLElement): Exclude<NavLayout, 'auto'> {
  const style = getComputedStyle(row);
  const room = row.clientWidth - parseFloat(style.paddingInlineStart) - parseFloat(style.paddingInlineEnd) + 0.5;
  const gap = gapOf(row);
  const brand = row.querySelector('.brand');
  // On phones the brand's name may shorten or go (its link keeps it as a label): the logo is what it needs.
  const brandWidth = brand && getComputedStyle(brand).minWidth === '0px' ? widthOf(brand.querySelector('.brand-logo')) : widthOf(brand);
  const links = row.querySelector('.nav-links');
  const actions = row.querySelector('.nav-actions');
  const parts = actions ? [...actions.children] : [];
  const toggle = parts.find((part) => part.classList.contains('theme-toggle'));
  const button = parts.find((part) => part.classList.contains('hamburger'));
  const others = parts.filter((part) => part !== toggle && part !== button);
  const linksWidth = rowOf(links ? [...links.children] : [], gapOf(links));
  if (brandWidth + gap + linksWidth + gap + rowOf([toggle, ...others], gapOf(actions)) <= room) return 'bar';
  // The links, unseen, give back the gap beside them.
  if (!toggle || brandWidth + gap + rowOf([toggle, ...others, button], gapOf(actions)) <= room) return 'menu';
  return 'tight';
}

/** What the layout depends on besides the page's language: the bar's row, its brand, links and actions. */
const parts = (row: HTMLElement) => row.querySelectorAll('.brand, .nav-links > *, .nav-actions > *');

/** The bar's layout (see NavLayout), measured on its row (`.topnav-inner`). */
export function useNavLayout(row: RefObject<HTMLElement | null>): NavLayout {
  return useLayoutChoice<NavLayout>(row, navLayout, 'auto', useLanguage(), parts);
}
