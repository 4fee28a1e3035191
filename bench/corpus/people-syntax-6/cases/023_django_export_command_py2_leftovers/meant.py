import os
import sys

from django.conf import settings
from django.core.management.base import BaseCommand

from reports.models import Report


class Command(BaseCommand):
    help = "Export finished reports to the shared folder"

    def add_arguments(self, parser):
        parser.add_argument("--since", type=int, default=7)
        parser.add_argument("--dry-run", action="store_true")

    def handle(self, *args, **options):
        target = settings.REPORT_EXPORT_DIR
        if not os.path.isdir(target):
            os.makedirs(target)
            os.chmod(target, 0o755)

        qs = Report.objects.finished().since_days(options["since"])
        count = qs.count()
        if count != 0:
            print("exporting %d reports to %s" % (count, target))
        exported = 0
        for report in qs:
            path = os.path.join(target, report.filename())
            if options["dry_run"]:
                print("would write", path)
                continue
            try:
                with open(path, "wb") as fh:
                    fh.write(report.render_pdf())
            except IOError as e:
                print("could not write %s: %s" % (path, e), file=sys.stderr)
                continue
            exported += 1
        self.stdout.write("done, %s files" % repr(exported))
