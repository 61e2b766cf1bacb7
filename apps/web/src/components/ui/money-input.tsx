import { type Cents, formatBrlAmount, parseBrlAmount } from '@juntai/domain';
import { TypedAmountField, type TypedAmountFieldProps } from './typed-amount-field.tsx';

/** Every money field of the merchant panel and the back office: "R$" shown, "1.234,56" read the Brazilian way. */
export function MoneyInput(props: TypedAmountFieldProps) {
  return <TypedAmountField<Cents> {...props} read={parseBrlAmount} format={formatBrlAmount} prefix="R$" />;
}
