// The course widget's document (features/events/embed/widget-document.tsx): the page alone, and no script.
import { dangerouslySkipEscape } from 'vike/server';
import type { OnRenderHtmlAsync } from 'vike/types';
import { widgetDocument } from '../../features/events/embed/widget-document';
import '../../styles/site.css';

export const onRenderHtml: OnRenderHtmlAsync = async (pageContext) => dangerouslySkipEscape(await widgetDocument(pageContext));
