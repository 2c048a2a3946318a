/**
 * The contracts use zod/mini, which loads no locale (so browser bundles carry no message
 * tables): without one every issue reads just "Invalid input". The server turns issues
 * into 400 bodies, so it configures English messages once, globally, on import.
 */
import { z } from 'zod/mini';
import { en } from 'zod/locales';

z.config(en());
