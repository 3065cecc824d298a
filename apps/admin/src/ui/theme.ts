// The back-office's Mantine theme: the two brands' colours (glo's orange, ogo's deepened green, as in the app), a
// neutral primary that reads well under both, system-free Inter-like stack, compact density for tables.
import { createTheme, DEFAULT_THEME, type MantineColorsTuple } from '@mantine/core';

/** glo's accent #ff7a1a at shade 6; shades 7–9 pass AA as text on white. */
const glo: MantineColorsTuple = [
  '#fff3e8',
  '#ffe4cc',
  '#ffc799',
  '#ffa862',
  '#ff8e35',
  '#ff7f1d',
  '#ff7a1a',
  '#b34d00',
  '#a04400',
  '#8a3900',
];

/** ogo's accent #00774f at shade 7, the app's AA green (white text on it 5.6:1). */
const ogo: MantineColorsTuple = [
  '#e6f8f0',
  '#d2ede2',
  '#a7d9c4',
  '#78c4a4',
  '#51b289',
  '#38a777',
  '#28a16e',
  '#00774f',
  '#006844',
  '#005738',
];

/** The back-office's own colour: an ink blue, so neither brand looks like "the" brand of the tool. */
const ink: MantineColorsTuple = [
  '#eef3ff',
  '#dce4f5',
  '#b6c6e8',
  '#8da6dc',
  '#6a8ad1',
  '#5479cb',
  '#4870c9',
  '#385eb2',
  '#2f53a0',
  '#21478e',
];

/** Warnings: an amber whose dark shades pass AA as text (Mantine's yellow does not). */
const amber: MantineColorsTuple = [
  '#fff8e1',
  '#ffefc2',
  '#ffdf85',
  '#ffcd45',
  '#ffbf1a',
  '#f5b000',
  '#d99a00',
  '#a87400',
  '#8a5e00',
  '#6e4a00',
];

/**
 * Mantine's teal with a darker shade 9: the default (#087f5b) reads 4.3:1 on a light badge in a striped row, under AA
 * for a badge's small text; #0b6b4f reads 5.6:1.
 */
const [t0, t1, t2, t3, t4, t5, t6, t7, t8] = DEFAULT_THEME.colors.teal;
const teal: MantineColorsTuple = [t0, t1, t2, t3, t4, t5, t6, t7, t8, '#0b6b4f'];

export const brandColor = { glo: 'glo', ogo: 'ogo' } as const;

export const adminTheme = createTheme({
  primaryColor: 'ink',
  primaryShade: 8,
  colors: { glo, ogo, ink, amber, teal },
  fontFamily: "Inter, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  headings: { fontFamily: "Inter, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif", fontWeight: '650' },
  defaultRadius: 'md',
  components: {
    Table: { defaultProps: { verticalSpacing: 'xs', highlightOnHover: true } },
    // A badge is read, never cut: at least as wide as its words, so a narrow table column cannot shorten "Бали …".
    Badge: { defaultProps: { variant: 'light', radius: 'sm' }, styles: { root: { minWidth: 'max-content', flexShrink: 0 } } },
    Card: { defaultProps: { withBorder: true, radius: 'md', padding: 'lg' } },
  },
});
