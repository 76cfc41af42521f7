import {
  IconBrowser,
  IconChartDots,
  IconCloud,
  IconCompass,
  IconDeviceMobile,
  IconPalette,
  IconPlugConnected,
  IconShieldCheck,
} from '@tabler/icons-react';

import type { serviceIcons } from '@/content/schemas';

export const serviceIconComponents = {
  browser: IconBrowser,
  'device-mobile': IconDeviceMobile,
  'plug-connected': IconPlugConnected,
  cloud: IconCloud,
  palette: IconPalette,
  compass: IconCompass,
  'shield-check': IconShieldCheck,
  'chart-dots': IconChartDots,
} satisfies Record<(typeof serviceIcons)[number], unknown>;
