import { BLOG_CATEGORIES, LANGUAGES, LIMITS, type ArticleBody, type MessageKey } from '@ghorbari/contracts';
import * as Switch from '@radix-ui/react-switch';
import { EyeOff, Save, Send } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm, useWatch, type FieldError, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert, labelClass, SelectField, TextField } from '../../components/form-fields.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { apiErrorMessage, SERVER_ERROR } from '../../lib/api-error-message.ts';
import { cn } from '../../lib/class-names.ts';
import { buttonClass, Spinner } from './admin-ui.tsx';
import { BlogCoverField, coverFile, type CoverState } from './blog-cover-field.tsx';
import { articleResolver, fieldOfIssue, type ArticleFormValues } from './blog-article-form-values.ts';
import { BlogMarkdownField } from './blog-markdown-field.tsx';
import { BlogTagsField } from './blog-tags-field.tsx';
import { BlogTwinField } from './blog-twin-field.tsx';
import { UnsavedChangesDialog, useUnsavedGuard } from './blog-unsaved-guard.tsx';
import { TextAreaField } from './form-parts.tsx';
import { FormSection } from '../../components/form-section.tsx';

/** What the author asked for: keep it as it is (draft stays draft, published stays live), or publish it. */
export type SaveIntent = 'save' | 'publish';

export interface ArticleSubmit {
  body: ArticleBody;
  cover: File | null;
  intent: SaveIntent;
  /** Lets the page move on without the unsaved-changes question. */
  allowLeave: () => void;
}

interface BlogArticleFormProps {
  defaultValues: ArticleFormValues;
  defaultCover: CoverState;
  /** The article's status; null for a new one. */
  status: 'draft' | 'published' | 'unpublished' | null;
  /**
   * Sends the article; throws ApiError on refusal (its issues are shown at the fields). When the
   * page stays, it returns the saved article's values, which become the form's new starting point.
   */
  onSubmit: (submit: ArticleSubmit) => Promise<{ values: ArticleFormValues; cover: CoverState } | void>;
  /** Take a published article down (the edit page asks first). */
  onTakeDown?: () => void;
}

const { titleMaxLength, summaryMaxLength, authorNameMaxLength, coverAltMaxLength } = LIMITS.blog;

/**
 * An article as support writes it (issue 16, ADR 018): the text in Markdown with a preview of
 * the server's rendering, the cover, the category and tags, the other-language twin and the
 * spotlight. Checked with the API's own schema before anything is sent; the server's refusals
 * land at their fields, in the reader's language. Leaving with unsaved changes asks first.
 */
export function BlogArticleForm({ defaultValues, defaultCover, status, onSubmit, onTakeDown }: BlogArticleFormProps) {
  const { t } = useTranslation(['admin', 'enums', 'messages']);
  const form = useForm<ArticleFormValues, unknown, ArticleBody>({
    resolver: articleResolver,
    defaultValues,
    mode: 'onTouched',
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const [cover, setCover] = useState<CoverState>(defaultCover);
  /** The cover as last saved: choosing another or removing it is an unsaved change. */
  const [savedCover, setSavedCover] = useState<CoverState>(defaultCover);
  const [coverProblem, setCoverProblem] = useState<MessageKey | null>(null);
  const [serverProblems, setServerProblems] = useState<{ cover: string | null; twin: string | null }>({
    cover: null,
    twin: null,
  });
  const [formProblem, setFormProblem] = useState<string | null>(null);
  const [intent, setIntent] = useState<SaveIntent>('save');
  const coverChanged = cover !== savedCover;
  const guard = useUnsavedGuard((isDirty || coverChanged) && !isSubmitting);
  const [language, summary] = useWatch({ control: form.control, name: ['language', 'summary'] });

  const send = (chosen: SaveIntent) =>
    form.handleSubmit(async (body) => {
      setFormProblem(null);
      setServerProblems({ cover: null, twin: null });
      try {
        const file = await coverFile(cover);
        const removeCover = savedCover.kind === 'existing' && cover.kind === 'none';
        const saved = await onSubmit({
          body: { ...body, removeCover },
          cover: file,
          intent: chosen,
          allowLeave: guard.allowNextLeave,
        });
        if (saved) {
          form.reset(saved.values);
          setCover(saved.cover);
          setSavedCover(saved.cover);
        }
      } catch (error) {
        // Nothing is cleared: sending again sends the same article.
        const issues = error instanceof ApiError ? (error.issues ?? []) : [];
        let placed = false;
        const elsewhere = { cover: null as string | null, twin: null as string | null };
        for (const issue of issues) {
          const field = fieldOfIssue(issue.path);
          if (!field) continue;
          if (field === 'cover' || field === 'twin') elsewhere[field] ??= issue.message;
          else
            form.setError(
              issue.path as FieldPath<ArticleFormValues>,
              { type: SERVER_ERROR, message: issue.message },
              { shouldFocus: !placed },
            );
          placed = true;
        }
        setServerProblems(elsewhere);
        if (!placed) setFormProblem(apiErrorMessage(error, t, 'errors.internal'));
      }
    });

  const field = (name: string) => t(`blog.form.${name}`);
  // A problem with the list (too many) or with one tag: the first one is shown under the field.
  const tagsError: FieldError | undefined = errors.tags?.message
    ? (errors.tags as FieldError)
    : (errors.tags as (FieldError | undefined)[] | undefined)?.find?.((tag) => tag?.message);
  const published = status === 'published';
  return (
    <form
      noValidate
      aria-label={status ? field('editLabel') : field('newLabel')}
      onSubmit={(event) => {
        event.preventDefault();
        // Which button sent the form; Enter in a field sends the first one (save).
        const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
        const chosen: SaveIntent = submitter?.value === 'publish' ? 'publish' : 'save';
        setIntent(chosen);
        void send(chosen)(event);
      }}
      className="space-y-5"
    >
      <fieldset disabled={isSubmitting} className="min-w-0 space-y-5">
        <FormSection id="article-basics" title={field('basics')}>
          <TextField
            label={field('title')}
            maxLength={titleMaxLength}
            lang={language}
            error={errors.title}
            {...form.register('title')}
          />
          <TextAreaField
            id="article-summary"
            label={field('summary')}
            hint={field('summaryHint')}
            rows={3}
            maxLength={summaryMaxLength}
            length={summary.length}
            lang={language}
            error={errors.summary}
            {...form.register('summary')}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <fieldset className="min-w-0">
              <legend className={labelClass}>{field('language')}</legend>
              <div className="mt-1 inline-flex rounded-lg bg-gray-100 p-1">
                {LANGUAGES.map((value) => (
                  <label
                    key={value}
                    className={cn(
                      'flex min-h-11 cursor-pointer items-center gap-2 rounded-md px-4 text-[15px] font-semibold',
                      'text-gray-800 has-[:checked]:bg-white has-[:checked]:text-brand-900 has-[:checked]:shadow-sm',
                      'has-[:checked]:ring-1 has-[:checked]:ring-brand-700 has-[:focus-visible]:outline-3',
                      'has-[:focus-visible]:outline-amber-500',
                    )}
                  >
                    <input
                      type="radio"
                      value={value}
                      className="sr-only"
                      {...form.register('language', {
                        // The twin is in the other language: a new language unlinks it.
                        onChange: () => form.setValue('twin', null, { shouldDirty: true }),
                      })}
                    />
                    {t(`blog.languages.${value}`)}
                  </label>
                ))}
              </div>
            </fieldset>
            <SelectField
              label={field('category')}
              placeholder={field('categoryChoose')}
              options={BLOG_CATEGORIES.map((value) => [value, t(`enums:blogCategory.${value}`)])}
              error={errors.category}
              {...form.register('category')}
            />
          </div>
          <TextField
            label={field('author')}
            hint={field('authorHint')}
            maxLength={authorNameMaxLength}
            autoComplete="off"
            error={errors.authorName}
            {...form.register('authorName')}
          />
        </FormSection>

        <FormSection id="article-text" title={field('text')}>
          <Controller
            control={form.control}
            name="bodyMarkdown"
            render={({ field: body }) => (
              <BlogMarkdownField
                value={body.value}
                onChange={body.onChange}
                onBlur={body.onBlur}
                textareaRef={body.ref}
                error={errors.bodyMarkdown}
                articleLanguage={language}
              />
            )}
          />
        </FormSection>

        <FormSection id="article-cover" title={field('coverSection')}>
          <BlogCoverField
            cover={cover}
            onChange={setCover}
            problem={coverProblem}
            onProblem={setCoverProblem}
            serverProblem={serverProblems.cover}
          >
            <TextField
              label={field('coverAlt')}
              hint={field('coverAltHint')}
              maxLength={coverAltMaxLength}
              lang={language}
              error={errors.coverAlt}
              {...form.register('coverAlt')}
            />
          </BlogCoverField>
        </FormSection>

        <FormSection id="article-placement" title={field('placement')}>
          <Controller
            control={form.control}
            name="tags"
            render={({ field: tags }) => <BlogTagsField tags={tags.value} onChange={tags.onChange} error={tagsError} />}
          />
          <Controller
            control={form.control}
            name="spotlight"
            render={({ field: spotlight }) => (
              <div className="flex items-start justify-between gap-4 rounded-lg bg-gray-50 p-3 ring-1 ring-gray-200">
                <div className="min-w-0">
                  <label htmlFor="article-spotlight" className="text-[15px] font-semibold text-gray-900">
                    {field('spotlight')}
                  </label>
                  <p id="article-spotlight-hint" className="mt-0.5 text-sm text-gray-700">
                    {t('blog.form.spotlightHint', { language: t(`blog.languages.${language}`) })}
                  </p>
                </div>
                <Switch.Root
                  id="article-spotlight"
                  ref={spotlight.ref}
                  aria-describedby="article-spotlight-hint"
                  checked={spotlight.value}
                  onCheckedChange={spotlight.onChange}
                  className={cn(
                    'relative mt-1 inline-flex h-7 w-12 shrink-0 cursor-pointer items-center',
                    'rounded-full bg-gray-500 transition-colors data-[state=checked]:bg-brand-700',
                  )}
                >
                  <Switch.Thumb
                    className={cn(
                      'block h-5 w-5 translate-x-1 rounded-full bg-white shadow',
                      'transition-transform data-[state=checked]:translate-x-6',
                    )}
                  />
                </Switch.Root>
              </div>
            )}
          />
          <Controller
            control={form.control}
            name="twin"
            render={({ field: twin }) => (
              <BlogTwinField
                language={language}
                twin={twin.value}
                onChange={(next) => {
                  twin.onChange(next);
                  setServerProblems((current) => ({ ...current, twin: null }));
                }}
                serverProblem={serverProblems.twin}
              />
            )}
          />
        </FormSection>
      </fieldset>
      <FormAlert message={formProblem} />
      <div
        className={cn(
          'flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200',
          'sm:flex-row sm:items-center sm:justify-between sm:p-6',
        )}
      >
        <p className="text-[15px] text-gray-700">{field(`note.${status ?? 'new'}`)}</p>
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          {published ? (
            <>
              {onTakeDown ? (
                <button
                  type="button"
                  onClick={onTakeDown}
                  disabled={isSubmitting}
                  className={buttonClass.dangerOutline}
                >
                  <EyeOff aria-hidden size={18} />
                  {t('blog.actions.takeDown')}
                </button>
              ) : null}
              <button type="submit" value="save" disabled={isSubmitting} className={buttonClass.primary}>
                {isSubmitting ? <Spinner /> : <Save aria-hidden size={18} />}
                {isSubmitting ? field('saving') : field('save')}
              </button>
            </>
          ) : (
            <>
              <button type="submit" value="save" disabled={isSubmitting} className={buttonClass.secondary}>
                {isSubmitting && intent === 'save' ? <Spinner /> : <Save aria-hidden size={18} />}
                {status === 'unpublished' ? field('save') : field('saveDraft')}
              </button>
              <button type="submit" value="publish" disabled={isSubmitting} className={buttonClass.primary}>
                {isSubmitting && intent === 'publish' ? <Spinner /> : <Send aria-hidden size={18} />}
                {t('blog.actions.publish')}
              </button>
            </>
          )}
        </div>
      </div>
      <UnsavedChangesDialog blocker={guard.blocker} />
    </form>
  );
}
