#!/usr/bin/env bash
# Makes the four short videos of the alternative landing screen (/launch) from generated motion:
# ffmpeg's own sources in the product's teal, nothing downloaded. Each is written as WebM (VP9)
# and MP4 (H.264, the fallback) into apps/web/public/launch/, and must stay under 1 MB.
#   bash apps/web/scripts/make-launch-videos.sh      (needs ffmpeg: apt-get install -y ffmpeg)
set -euo pipefail

out="$(cd "$(dirname "$0")/.." && pwd)/public/launch"
mkdir -p "$out"
size=960x540
seconds=6
fps=24
limit=$((1024 * 1024))

# name | lavfi source graph (each ends at 960x540, yuv420p)
sources=(
  "drift|gradients=s=${size}:r=${fps}:c0=0x042f2e:c1=0x14b8a6:c2=0x0f172a:c3=0x0d9488:nb_colors=4:speed=0.02:duration=${seconds},format=yuv420p"
  "field|life=s=240x135:r=${fps}:mold=8:ratio=0.12:death_color=0x082f2c:life_color=0x2dd4bf:mold_color=0x0f766e,scale=${size}:flags=neighbor,gblur=sigma=1.2,format=yuv420p"
  "ripple|nullsrc=s=480x270:r=${fps}:d=${seconds},geq=r='12+10*sin(X/40+T)':g='100+45*sin(hypot(X-240\\,Y-135)/16-T*2.2)':b='92+38*sin(X/30+Y/25+T*1.3)',scale=${size},format=yuv420p"
  "rows|cellauto=s=240x135:r=${fps}:rule=30:scroll=1:start_full=1:random_fill_ratio=0.5,scale=${size}:flags=neighbor,colorchannelmixer=rr=0.1:gg=0.55:bb=0.5,gblur=sigma=0.8,format=yuv420p"
)

for entry in "${sources[@]}"; do
  name="${entry%%|*}"
  graph="${entry#*|}"
  echo "making $name"
  ffmpeg -hide_banner -loglevel error -y -f lavfi -i "$graph" -t "$seconds" -an \
    -c:v libvpx-vp9 -b:v 500k -maxrate 700k -row-mt 1 -deadline good -cpu-used 4 \
    "$out/$name.webm"
  ffmpeg -hide_banner -loglevel error -y -f lavfi -i "$graph" -t "$seconds" -an \
    -c:v libx264 -preset slow -crf 30 -maxrate 1000k -bufsize 2000k -pix_fmt yuv420p \
    -movflags +faststart "$out/$name.mp4"
  for file in "$out/$name.webm" "$out/$name.mp4"; do
    bytes=$(stat -c %s "$file")
    echo "  $(basename "$file"): $((bytes / 1024)) KB"
    if [ "$bytes" -gt "$limit" ]; then
      echo "  $(basename "$file") is over 1 MB" >&2
      exit 1
    fi
  done
done
