/**
 * Hand-drawn 24×24 stroke icons for the landing cards (no icon library: a few paths are cheaper
 * than a dependency). Each value is the `d` of one <path>, drawn with stroke="currentColor".
 */
const circle = (cx: number, cy: number, r: number) =>
  `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`;

export const ICONS = {
  workflows: 'M4 12a8 8 0 0 1 13.7-5.6L20 9M20 4v5h-5M20 12a8 8 0 0 1-13.7 5.6L4 15M4 20v-5h5',
  tracking: 'M3 12h4l3-8 4 16 3-8h4',
  insights:
    'M11 3l1.8 4.7 4.7 1.8-4.7 1.8L11 16l-1.8-4.7L4.5 9.5l4.7-1.8zM18 14l.9 2.1L21 17l-2.1.9L18 20l-.9-2.1L15 17l2.1-.9z',
  tokens:
    'M12 4c4.4 0 8 1.3 8 3s-3.6 3-8 3-8-1.3-8-3 3.6-3 8-3zM4 7v5c0 1.7 3.6 3 8 3s8-1.3 8-3V7M4 12v5c0 1.7 3.6 3 8 3s8-1.3 8-3v-5',
  storage: `${circle(12, 5, 2.5)}${circle(5, 18, 2.5)}${circle(19, 18, 2.5)}M10.8 7.2l-4.6 8.6M13.2 7.2l4.6 8.6M7.5 18h9`,
  contracts: 'M14 3H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V9zM14 3v6h6M10 13l-2 2 2 2M14 13l2 2-2 2',
  secure: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM8.5 12l2.5 2.5 4.5-5',
  platform: 'M12 3l9 4.5-9 4.5-9-4.5zM3 12l9 4.5 9-4.5M3 16.5l9 4.5 9-4.5',
  ledger: 'M5 4h14v16H5zM9 4v16M12 8h4M12 12h4M12 16h4',
} as const;

export type IconName = keyof typeof ICONS;
