// The kit's providers around the whole back-office: Mantine's theme, its toasts and its date pickers, in the language
// chosen now (Ukrainian first, English).
import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/charts/styles.css';
import '@mantine/notifications/styles.css';
import 'dayjs/locale/uk';
import 'dayjs/locale/en-gb';
import { MantineProvider, type CSSVariablesResolver } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { Notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { adminTheme } from './theme';

/** Mantine's dimmed grey (#868e96, 3.3:1 on white) fails AA for text; a darker one keeps secondary text readable. */
const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#5c636a' },
  dark: {},
});

export function UiProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return (
    <MantineProvider theme={adminTheme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
      <DatesProvider settings={{ locale: i18n.language === 'en' ? 'en-gb' : 'uk', firstDayOfWeek: 1 }}>
        {/* Bottom right: a toast never covers the signed-in identity, the language or "Sign out" in the header. */}
        <Notifications position="bottom-right" limit={4} />
        {children}
      </DatesProvider>
    </MantineProvider>
  );
}
