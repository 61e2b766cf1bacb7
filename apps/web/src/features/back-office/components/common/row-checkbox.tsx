/**
 * A table's selection checkbox. The box stays the browser's 16 px; its label around it pads the tap
 * area to 28 px (WCAG 2.2 asks 24), and its negative margin keeps the row as tall as before.
 */
export function RowCheckbox({ label, checked, onChange }: { label: string; checked: boolean; onChange: () => void }) {
  return (
    <label className="-m-1.5 inline-flex cursor-pointer p-1.5">
      <input type="checkbox" aria-label={label} checked={checked} onChange={onChange} className="h-4 w-4 cursor-pointer" />
    </label>
  );
}
