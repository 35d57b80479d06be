import { useId } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import type { RegisteredField } from '@/lib/form/form-types';

const COMMON_CURRENCIES = ['EUR', 'USD', 'GBP', 'CHF', 'CAD', 'AUD'] as const;

interface MoneyFieldProps {
  label: string;
  amount: RegisteredField;
  currency: RegisteredField;
  /** The group's currency: offered first. */
  groupCurrency: string;
  error?: string | undefined;
}

/** An amount typed as a decimal (kept a string end to end) with its currency beside it. */
export function MoneyField({ label, amount, currency, groupCurrency, error }: MoneyFieldProps) {
  const id = useId();
  const options = [groupCurrency, ...COMMON_CURRENCIES.filter((c) => c !== groupCurrency)];
  const describedBy = error ? `${id}-hint ${id}-error` : `${id}-hint`;
  return (
    <div className="space-y-1.5">
      <Label htmlFor={`${id}-amount`}>{label}</Label>
      <div className="flex gap-2">
        <Input
          id={`${id}-amount`}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.00"
          className="flex-1"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...amount}
        />
        <Label htmlFor={`${id}-currency`} className="sr-only">
          Currency
        </Label>
        <Select id={`${id}-currency`} className="w-24" {...currency}>
          {options.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </Select>
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted">
        {`In ${groupCurrency} unless you choose another currency; use a dot for cents (1234.50).`}
      </p>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}
