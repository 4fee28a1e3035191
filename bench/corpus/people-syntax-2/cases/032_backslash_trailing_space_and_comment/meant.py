"""Batch-convert screen recordings to small MP4s for the wiki."""
import os
import shlex
import subprocess
import sys

CRF = 28
MAX_WIDTH = 1280


def build_command(src, dst, fps=15):
    scale = f"scale='min({MAX_WIDTH},iw)':-2"
    # -an: drop the audio track, nobody needs it in a screen recording
    cmd = "ffmpeg -hide_banner -loglevel error -y " \
          f"-i {shlex.quote(src)} " \
          f"-vf \"{scale},fps={fps}\" " \
          f"-c:v libx264 -preset slow -crf {CRF} " \
          "-pix_fmt yuv420p -movflags +faststart -an " \
          f"{shlex.quote(dst)}"
    return cmd


def convert_all(folder, dry_run=False):
    done = skipped = 0
    for name in sorted(os.listdir(folder)):
        base, ext = os.path.splitext(name)
        if ext.lower() not in (".mov", ".mkv", ".webm"):
            continue
        src = os.path.join(folder, name)
        dst = os.path.join(folder, base + ".mp4")
        if os.path.exists(dst) and os.path.getmtime(dst) >= os.path.getmtime(src):
            skipped += 1
            continue
        cmd = build_command(src, dst)
        print(cmd)
        if not dry_run:
            subprocess.run(cmd, shell=True, check=True)
        done += 1
    return done, skipped


if __name__ == "__main__":
    folder = sys.argv[1] if len(sys.argv) > 1 else "."
    done, skipped = convert_all(folder, dry_run="-n" in sys.argv)
    print(f"converted {done}, skipped {skipped} (already up to date)")
