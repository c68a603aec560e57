import { Box, Image, type ImageProps } from '@mantine/core';
import { useEffect, useState } from 'react';

const RETRIES = 4;
const BASE_DELAY_MS = 1200;

type Props = ImageProps & { src: string; alt: string; loading?: 'lazy' | 'eager' };

/**
 * An image of the signed image route. The server makes a size on first request and, when
 * its transformers are all busy, answers 503 with Retry-After; an <img> never retries on its
 * own, so a fresh element asks again after a pause (a few times, then the broken image stays).
 */
export function RetryingImage({ src, ...props }: Props) {
  const [attempt, setAttempt] = useState(0);
  const [waiting, setWaiting] = useState(false);
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(
      () => {
        setWaiting(false);
        setAttempt((a) => a + 1);
      },
      BASE_DELAY_MS * (attempt + 1),
    );
    return () => clearTimeout(timer);
  }, [waiting, attempt]);
  if (waiting) {
    return <Box w={props.w} h={props.h} bg="gray.1" bdrs="md" style={props.style} aria-hidden="true" />;
  }
  return (
    <Image
      key={attempt}
      src={src}
      {...props}
      onError={() => {
        if (attempt < RETRIES) setWaiting(true);
      }}
    />
  );
}
