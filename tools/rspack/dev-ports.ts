/** Dev-server ports of `npm run dev`: the shell on 4200 proxies /modules/<name>/ to these. */
export const MODULE_DEV_PORTS = {
  admin: 4201,
  patients: 4202,
  appointments: 4203,
  laboratories: 4204,
  finance: 4205,
  consumables: 4206,
} as const;

export const SHELL_DEV_PORT = 4200;
export const API_DEV_PORT = 3000;
