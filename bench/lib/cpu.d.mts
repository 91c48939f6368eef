// Types for the TypeScript tests (the project does not type-check .mjs files itself).
export function parseProcStat(stat: string): { pgrp: number; ticks: number } | null
export function groupCpuMs(
  pgid: number,
  options?: { procDir?: string; ticksPerSecond?: number },
): number | null
