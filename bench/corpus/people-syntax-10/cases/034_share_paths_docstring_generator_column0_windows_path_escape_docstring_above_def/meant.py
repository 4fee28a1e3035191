"""Helpers for the file-share paths used by the reporting jobs."""
import ntpath
import os
import re
from dataclasses import dataclass

DRIVE_MAP = {"R:": r"\\fileserver01\reports", "S:": r"\\fileserver01\scans"}
_UNC_RE = re.compile(r"^\\\\([^\\]+)\\([^\\]+)\\?(.*)$")


@dataclass(frozen=True)
class SharePath:
    """A path on a file share, kept as server, share and the path inside the share."""

    server: str
    share: str
    rest: str = ""

    @classmethod
    def parse(cls, path):
        """Parse a UNC path or a mapped-drive path.

        Args:
            path: The path to parse.

        Returns:
            SharePath: The parsed path.

        Raises:
            ValueError: If the path is not on a known share.
        """
        drive, tail = ntpath.splitdrive(path)
        if drive.upper() in DRIVE_MAP:
            path = DRIVE_MAP[drive.upper()] + tail
        m = _UNC_RE.match(path)
        if not m:
            raise ValueError(f"not a share path: {path}")
        server, share, rest = m.groups()
        return cls(server.lower(), share.lower(), rest.strip("\\"))

    @property
    def unc(self):
        """str: The path in UNC form."""
        parts = [f"\\\\{self.server}", self.share] + ([self.rest] if self.rest else [])
        return "\\".join(parts)

    def mapped(self):
        """Return the path with its mapped drive letter, if the share has one.

        Returns:
            str: The drive-letter path, or the UNC path if no drive maps the share.
        """
        for drive, unc in DRIVE_MAP.items():
            if self.unc.lower().startswith(unc.lower()):
                return drive + self.unc[len(unc):]
        return self.unc

    def child(self, *names):
        """Return a SharePath for a file or folder below this one.

        Args:
            *names: Path components to append.

        Returns:
            SharePath: The new path.
        """
        rest = "\\".join([self.rest, *names]) if self.rest else "\\".join(names)
        return SharePath(self.server, self.share, rest)


def local_cache_dir(job):
    r"""Return the local cache folder for a job and create it if needed.

    Args:
        job: Name of the reporting job.

    Returns:
        str: A folder such as C:\Users\svc_reports\AppData\Local\reports\<job>.
    """
    base = os.environ.get("LOCALAPPDATA") or os.path.expanduser("~")
    path = os.path.join(base, "reports", job)
    os.makedirs(path, exist_ok=True)
    return path
