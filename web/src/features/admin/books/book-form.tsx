import { Button, Form, Input, InputNumber, Progress, Select, Switch } from 'antd';
import type { Rule } from 'antd/es/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { BOOK_CATEGORIES } from '@bookshop/contracts/categories';
import { LANGUAGES } from '@bookshop/contracts/languages';
import { currencySymbol, isWholeCents } from '@bookshop/contracts/money';
import { useShopCurrency } from '../../../shared/api/api';
import type { ApiError, Book } from '../../../shared/api/types';
import { languageText } from '../shared/language-text';
import { useNotify } from '../shared/use-notify';
import { bookSaved } from './admin-books.api';
import { AgeGroupChips } from './age-group-chips';
import { fileRule, imageProblem, pdfProblem } from './book-file-rules';
import {
  bookFormData,
  bookFormValues,
  emptyBookForm,
  formFieldOf,
  MAX_PREVIEW_IMAGES,
  TEXT_FIELDS,
  type BookFormValues,
  type PreviewSlot,
} from './book-form-data';
import { uploadBookForm } from './book-upload';
import { CoverField } from './cover-field';
import { PdfField } from './pdf-field';
import { PreviewImagesField } from './preview-images-field';
import styles from './book-form.module.css';

/** The required texts, with the server's own keys so both sides say the same. */
const TEXT_REQUIRED = {
  title: 'admin.manage.titleRequired',
  author: 'admin.manage.authorRequired',
  description: 'admin.manage.descriptionRequired',
} as const;

/** The book form of add mode (no `book`) and edit mode, sent as multipart with upload progress. */
export function BookForm({ book, onLeave }: { book?: Book; onLeave: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const dispatch = useDispatch();
  const notify = useNotify();
  const shopCurrency = useShopCurrency();
  const [form] = Form.useForm<BookFormValues>();
  const [progress, setProgress] = useState<number>();

  const rules = {
    price: [
      { required: true, message: t('admin.manage.priceRequired') },
      {
        // Whole cents only: the server stores integer cents and refuses a third decimal.
        validator: async (_rule, price: number | null) => {
          if (price !== null && price !== undefined && (price <= 0 || !isWholeCents(price)))
            throw new Error(t('admin.manage.priceInvalid'));
        },
      },
    ],
    ageGroups: [{ required: true, type: 'array', min: 1, message: t('admin.manage.ageGroupsRequired') }],
    cover: [
      { required: !book, message: t('admin.manage.coverRequired') },
      fileRule((file?: File) => (file ? imageProblem(file) : undefined), t),
    ],
    previews: [
      fileRule((slots: PreviewSlot[] = []) => (slots.length > MAX_PREVIEW_IMAGES ? 'admin.manage.maxPreviewImages' : undefined), t),
      fileRule(
        (slots: PreviewSlot[] = []) => slots.map((slot) => (slot.kind === 'new' ? imageProblem(slot.file) : undefined)).find(Boolean),
        t,
      ),
    ],
    pdf: [fileRule((file?: File) => (file ? pdfProblem(file) : undefined), t)],
  } satisfies Record<string, Rule[]>;

  const save = async (values: BookFormValues) => {
    setProgress(0);
    const result = await uploadBookForm({
      method: book ? 'PUT' : 'POST',
      url: book ? `admin/books/${encodeURIComponent(book.id)}` : 'admin/books',
      body: bookFormData(values),
      onProgress: setProgress,
    });
    setProgress(undefined);
    if (result.error) {
      const fields = (result.error.data as ApiError | undefined)?.fields ?? {};
      form.setFields(
        Object.entries(fields).flatMap(([serverField, key]) => {
          const name = formFieldOf(serverField);
          return name ? [{ name, errors: [t(key)] }] : [];
        }),
      );
      // The files never reached the shop (connection lost, or more than it accepts): "Failed to upload image".
      const filesRefused = result.error.status === 'FETCH_ERROR' || result.error.status === 413;
      notify.error(result.error, filesRefused ? 'admin.books.uploadFailed' : 'admin.books.saveFailed');
      return;
    }
    dispatch(bookSaved(book?.id));
    notify.success(t(book ? 'admin.books.updated' : 'admin.books.created'));
    navigate('/admin/books');
  };

  const saving = progress !== undefined;
  return (
    <Form<BookFormValues>
      form={form}
      name="book"
      layout="vertical"
      initialValues={book ? bookFormValues(book) : emptyBookForm}
      onFinish={save}
      scrollToFirstError
      disabled={saving}
    >
      <div className={styles.languages}>
        {LANGUAGES.map((language) => (
          // The Arabic block is right to left whatever the interface language is; English and Dutch
          // blocks keep the interface's layout, only their texts are typed left to right.
          <fieldset key={language} className={styles.languageBlock} dir={language === 'ar' ? 'rtl' : undefined} lang={language}>
            <legend>{t(`admin.books.languages.${language}`)}</legend>
            {TEXT_FIELDS.map((field) => (
              <Form.Item
                key={field}
                name={`${field}_${language}`}
                label={t(`admin.books.fields.${field}`)}
                rules={[{ required: true, whitespace: true, message: t(TEXT_REQUIRED[field]) }]}
              >
                {field === 'description' ? (
                  <Input.TextArea autoSize={{ minRows: 3, maxRows: 10 }} {...languageText(language)} />
                ) : (
                  <Input {...languageText(language)} />
                )}
              </Form.Item>
            ))}
          </fieldset>
        ))}
      </div>

      <div className={styles.details}>
        <Form.Item name="price" label={t('admin.books.fields.price')} rules={rules.price}>
          <InputNumber min={0} step={0.01} prefix={currencySymbol(shopCurrency)} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="stock" label={t('admin.books.fields.stock')} extra={t('admin.books.stockHelp')}>
          <InputNumber min={0} step={1} precision={0} placeholder={t('admin.books.stockNotTracked')} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="category" label={t('admin.books.fields.category')}>
          <Select
            options={[
              { value: '', label: t('admin.books.noCategory') },
              ...BOOK_CATEGORIES.map((category) => ({ value: category, label: t(`categories.${category}`) })),
            ]}
          />
        </Form.Item>
        <Form.Item name="featured" label={t('admin.books.fields.featured')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </div>

      <Form.Item name="age_groups" label={t('admin.books.fields.ageGroups')} rules={rules.ageGroups} required>
        <AgeGroupChips />
      </Form.Item>
      <Form.Item name="cover" label={t('admin.books.fields.cover')} rules={rules.cover} required={!book}>
        <CoverField currentUrl={book?.images?.cover.card_url ?? book?.cover_image_url} />
      </Form.Item>
      <Form.Item name="previews" label={t('admin.books.fields.previews', { max: MAX_PREVIEW_IMAGES })} rules={rules.previews}>
        <PreviewImagesField />
      </Form.Item>
      <Form.Item name="pdf" label={t('admin.books.fields.pdf')} rules={rules.pdf}>
        <PdfField currentUrl={book?.pdf_url} currentName={book?.pdf_name} />
      </Form.Item>

      {saving && <Progress percent={progress} aria-label={t('admin.books.uploading')} />}
      <div className={styles.actions}>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('admin.books.save')}
        </Button>
        <Button onClick={onLeave} disabled={false}>
          {t('admin.books.cancel')}
        </Button>
      </div>
    </Form>
  );
}
