import createCache from '@emotion/cache';
import cairo400 from '@fontsource/cairo/files/cairo-arabic-400-normal.woff2?url';
import cairo700 from '@fontsource/cairo/files/cairo-arabic-700-normal.woff2?url';
import '@fontsource/cairo/arabic-400.css';
import '@fontsource/cairo/arabic-500.css';
import '@fontsource/cairo/arabic-700.css';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { createRightToLeftTheme } from '../app/theme';

/**
 * What Arabic needs beyond its words (docs/decisions/048), in a chunk of its own that only an
 * Arabic page downloads: Emotion's style cache with the RTL plugin (it mirrors every left/right
 * of MUI's and our styles), the right-to-left theme, and the Cairo font's Arabic letters.
 */
export const rightToLeftCache = createCache({ key: 'rtl', stylisPlugins: [prefixer, rtlPlugin] });
export const rightToLeftTheme = createRightToLeftTheme();

/** The weights every screen draws with start downloading now, not once the text is laid out. */
for (const href of [cairo400, cairo700]) {
  const link = document.createElement('link');
  Object.assign(link, { rel: 'preload', as: 'font', type: 'font/woff2', href, crossOrigin: '' });
  document.head.append(link);
}
