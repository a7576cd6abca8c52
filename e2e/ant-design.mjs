/**
 * Chooses `option` in the Ant Design select labelled `label`, as a person does: opens the list and
 * clicks the option, and if the list closed before the click landed (it follows its field, which
 * moves while the page's other parts arrive), opens it again. Done when the field shows the choice.
 */
export async function chooseOption(page, label, option, { attempts = 3 } = {}) {
  const field = page.locator('.ant-select').filter({ has: page.getByLabel(label, { exact: true }) });
  const list = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  for (let attempt = 1; ; attempt += 1) {
    await field.click();
    try {
      await list.getByText(option, { exact: true }).click({ timeout: 5_000 });
      await field.getByTitle(option, { exact: true }).waitFor({ timeout: 5_000 });
      return;
    } catch (error) {
      if (attempt === attempts) throw error;
    }
  }
}
