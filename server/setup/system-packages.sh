#!/usr/bin/env bash
# The Debian/Ubuntu packages the hub needs, installed when missing (as root, or through sudo).
#
# The engines declare what they need beside their code (server/engines/*/requirements.ts);
# the server checks the same pieces at start-up and marks the tools of an engine that lacks
# one as unavailable. server/src/engine-check/hub-engines.test.ts checks that this list
# holds exactly what the engines declare.
#
#   server/setup/system-packages.sh          install what is missing (nothing to do: no apt-get at all)
#   server/setup/system-packages.sh --list   print the list: kind|name|packages|who needs it[|file]
#
# TOOLHUB_SETUP_ROOT, when set, is where the files of programs' parts are looked for (tests).
set -euo pipefail

root="${TOOLHUB_SETUP_ROOT:-}"

# kind|what is looked for (a program on PATH, a fontconfig family)|the packages|who needs it
# and, for a part of a program that comes in a package of its own, |the file that package installs
NEEDS=(
  # The PDF family: qpdf, poppler's page tools, LibreOffice and its Writer, Calc and Impress parts:
  # soffice comes from libreoffice-common, so it runs with a part missing and fails on its files.
  'program|qpdf|qpdf|engines'
  'program|pdfinfo|poppler-utils|engines'
  'program|pdftoppm|poppler-utils|engines'
  'program|pdftotext|poppler-utils|engines'
  'program|soffice|libreoffice-writer-nogui libreoffice-calc-nogui libreoffice-impress-nogui|engines'
  'program|LibreOffice Writer|libreoffice-writer-nogui|engines|/usr/lib/libreoffice/share/.registry/writer.xcd'
  'program|LibreOffice Calc|libreoffice-calc-nogui|engines|/usr/lib/libreoffice/share/.registry/calc.xcd'
  'program|LibreOffice Impress|libreoffice-impress-nogui|engines|/usr/lib/libreoffice/share/.registry/impress.xcd'
  # Fonts: the conversions draw Chinese with Noto CJK; the advertisement-font engine knows them all.
  'program|fc-list|fontconfig|engines'
  'font|Noto Sans CJK SC|fonts-noto-cjk|engines'
  'font|Noto Serif CJK SC|fonts-noto-cjk|engines'
  'font|AR PL UKai CN|fonts-arphic-ukai|engines'
  'font|AR PL UMing CN|fonts-arphic-uming|engines'
  'font|DejaVu Sans|fonts-dejavu-core|engines'
  'font|DejaVu Serif|fonts-dejavu-core|engines'
  'font|DejaVu Sans Mono|fonts-dejavu-core|engines'
  'font|Liberation Sans|fonts-liberation2|engines'
  'font|Liberation Serif|fonts-liberation2|engines'
  'font|Lato|fonts-lato|engines'
  # The speech family: espeak-ng and festival's HTS voice read aloud, ffmpeg decodes every audio format
  # and writes MP3, PocketSphinx with its US-English model transcribes; the voice and the model are
  # data packages, found by a file each installs.
  'program|espeak-ng|espeak-ng|engines'
  'program|text2wave|festival|engines'
  'program|festival HTS voice|festvox-us-slt-hts|engines|/usr/share/festival/voices/us/cmu_us_slt_arctic_hts/festvox/cmu_us_slt_arctic_hts.scm'
  'program|ffmpeg|ffmpeg|engines'
  'program|pocketsphinx_continuous|pocketsphinx|engines'
  'program|PocketSphinx US English model|pocketsphinx-en-us|engines|/usr/share/pocketsphinx/model/en-us/en-us.lm.bin'
  # `pnpm test`: the e2e journeys and the bench drive Debian's Chromium at /usr/bin/chromium; the
  # web-page journey puts a site at a public address in a network namespace of its own (ip netns).
  'program|chromium|chromium|tests'
  'program|ip|iproute2|tests'
  # Screenshots and journeys draw the tools' icons and the foods' pictures (emoji) in colour, as
  # visitors' own phones and desktops do.
  'font|Noto Color Emoji|fonts-noto-color-emoji|tests'
  # `pnpm bench`: a second English reader for the transcription clips, a male voice made of
  # recorded diphones (festival's KAL), beside the HTS voice the hub reads with.
  'program|festival KAL diphone voice|festvox-kallpc16k|tests|/usr/share/festival/voices/english/kal_diphone/festvox/kal_diphone.scm'
)

if [ "${1:-}" = "--list" ]; then
  printf '%s\n' "${NEEDS[@]}"
  exit 0
fi

# Every family fontconfig lists, one a line (a face lists its names comma separated).
installed_fonts=''
if command -v fc-list >/dev/null 2>&1; then
  installed_fonts="$(fc-list --format '%{family}\n' 2>/dev/null | tr ',' '\n' | sed 's/^ *//; s/ *$//')"
fi

missing=()
for need in "${NEEDS[@]}"; do
  IFS='|' read -r kind name packages _ file <<<"$need"
  case "$kind" in
    program)
      if [ -n "$file" ]; then
        [ -e "$root$file" ] && continue
      else
        command -v "$name" >/dev/null 2>&1 && continue
      fi
      ;;
    font) grep -qixF -- "$name" <<<"$installed_fonts" && continue ;;
  esac
  echo "missing $kind $name: $packages"
  read -r -a words <<<"$packages"
  missing+=("${words[@]}")
done

if [ ${#missing[@]} -eq 0 ]; then
  echo 'system packages: everything the hub needs is installed'
  exit 0
fi

as_root=()
if [ "$(id -u)" -ne 0 ]; then
  command -v sudo >/dev/null 2>&1 || { echo 'system packages: run this as root (apt-get needs it)' >&2; exit 1; }
  as_root=(sudo)
fi
# One package once, however many pieces it brings.
mapfile -t packages < <(printf '%s\n' "${missing[@]}" | sort -u)
export DEBIAN_FRONTEND=noninteractive
"${as_root[@]}" apt-get update -qq
"${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${packages[@]}"
