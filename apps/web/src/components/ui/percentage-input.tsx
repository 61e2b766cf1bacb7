import { formatPercentage, parsePercentage } from '@juntai/domain';
import { TypedAmountField, type TypedAmountFieldProps } from './typed-amount-field.tsx';

/** The spec's percentages step by 0.1: "3,5" reads as 3,5 %, "2,55" is refused, never rounded. */
const readTenths = (text: string) => parsePercentage(text, 1);

/** Every percentage field (commissions, plan fees): "%" shown after the text, "3,5" read as 3,5 %. */
export function PercentageInput(props: TypedAmountFieldProps) {
  return <TypedAmountField<number> {...props} read={readTenths} format={formatPercentage} suffix="%" />;
}
