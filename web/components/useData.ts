// The data a page's +data hook returned (vike passes it to the browser with the page).
import { usePageContext } from './PageContext';

export function useData<Data>(): Data {
  return usePageContext().data as Data;
}
