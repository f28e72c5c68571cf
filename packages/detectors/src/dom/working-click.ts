/**
 * What a visitor clicks when they are working the page rather than clicking at nothing (decision 032): a form
 * control, anything inside a label (which hands its click to its control), a link, a button, an element that says it
 * is one of those by its role, or editable text. A disabled control does nothing, so a click on it counts.
 */
const WORKING_TARGETS = [
  "input",
  "select",
  "textarea",
  "button",
  "label",
  "summary",
  "a[href]",
  "[contenteditable='']",
  "[contenteditable='true']",
  ...[
    "button",
    "link",
    "checkbox",
    "radio",
    "switch",
    "option",
    "combobox",
    "listbox",
    "menuitem",
    "menuitemcheckbox",
    "menuitemradio",
    "tab",
    "slider",
    "spinbutton",
    "textbox",
    "searchbox",
  ].map((role) => `[role='${role}']`),
].join(", ");

/** True when the click on `target` is the visitor working a form control, a link or a button (see above). */
export function isWorkingClick(target: Element | null): boolean {
  const control = target?.closest(WORKING_TARGETS);
  if (!control) return false;
  return !(control.matches(":disabled") || control.getAttribute("aria-disabled") === "true");
}
