import { Box, chakra, Input } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { useId } from 'react';
import { SEARCH_MAX_LENGTH } from './mealFilters.ts';

export interface MealSearchBoxProps {
  value: string;
  onChange: (text: string) => void;
}

function SearchIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        d="M10.5 18a7.5 7.5 0 1 1 0-15 7.5 7.5 0 0 1 0 15Zm5.3-2.2L21 21"
      />
    </svg>
  );
}

/** The catalogue's search field. Searches titles, descriptions, ingredients and tags. */
export function MealSearchBox({ value, onChange }: MealSearchBoxProps) {
  const { i18n } = useLingui();
  const inputId = useId();
  return (
    <Box position="relative" maxW={{ md: 'xl' }}>
      <chakra.label htmlFor={inputId} srOnly>
        {i18n._('Search meals')}
      </chakra.label>
      <Box
        position="absolute"
        insetStart="3"
        top="50%"
        transform="translateY(-50%)"
        color="fg.subtle"
        pointerEvents="none"
        zIndex="1"
      >
        <SearchIcon />
      </Box>
      <Input
        id={inputId}
        type="search"
        size={{ base: 'md', md: 'lg' }}
        ps="10"
        bg="bg.panel"
        borderRadius="full"
        placeholder={i18n._('Search meals, ingredients, or tags...')}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={SEARCH_MAX_LENGTH}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </Box>
  );
}
