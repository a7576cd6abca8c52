import { CheckOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { AGE_GROUPS, type AgeGroup } from '@bookshop/contracts/age-groups';
import styles from './book-form.module.css';

interface AgeGroupChipsProps {
  id?: string;
  value?: AgeGroup[];
  onChange?: (groups: AgeGroup[]) => void;
  'aria-describedby'?: string;
}

/** The age group toggle chips: each a pressed-or-not button, kept in the youngest-first order. */
export function AgeGroupChips({ id, value = [], onChange, ...aria }: AgeGroupChipsProps) {
  const { t } = useTranslation();
  const toggle = (group: AgeGroup) =>
    onChange?.(AGE_GROUPS.filter((candidate) => (candidate === group ? !value.includes(group) : value.includes(candidate))));
  return (
    <div id={id} className={styles.chips} role="group" aria-label={t('ageGroups.label')} aria-describedby={aria['aria-describedby']}>
      {AGE_GROUPS.map((group) => {
        const pressed = value.includes(group);
        return (
          <Button
            key={group}
            shape="round"
            type={pressed ? 'primary' : 'default'}
            aria-pressed={pressed}
            icon={pressed ? <CheckOutlined aria-hidden /> : undefined}
            onClick={() => toggle(group)}
          >
            {t(`ageGroupNames.${group}`)} ({t(`ageGroups.${group}`)})
          </Button>
        );
      })}
    </div>
  );
}
