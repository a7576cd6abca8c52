/**
 * Chooses `option` in the Ant Design select labelled `label`, as a person does: opens the list and
 * clicks the option. Done when the field shows the choice.
 */
export async function chooseOption(page, label, option) {
  const field = page.locator('.ant-select').filter({ has: page.getByLabel(label, { exact: true }) });
  await field.click();
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByText(option, { exact: true }).click();
  await field.getByTitle(option, { exact: true }).waitFor();
}
