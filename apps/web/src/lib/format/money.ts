import { formatAmount } from './number';

/** SPEC §9: the rouble for video prices, the euro for everything else. */
export function moneySymbol(kind: 'video' | string): string {
  return kind === 'video' ? '₽' : '€';
}

export function formatMoney(amount: number, kind: 'video' | string): string {
  return `${formatAmount(amount)} ${moneySymbol(kind)}`;
}
