# Bürgeramt-Termin Checker
# schaut alle paar Minuten nach ob ein Termin frei ist und schickt dann ne Mail
# Chrome + chromedriver müssen installiert sein (selenium 4)

import random
import smtplib
import time
from datetime import datetime
from email.message import EmailMessage

from selenium import webdriver
from selenium.common.exceptions import TimeoutException, WebDriverException
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

START_URL = "https://service.berlin.de/dienstleistung/120686/"
STANDORT_WORT = "Bürgeramt"           # nur Termine bei Bürgerämtern
BIS_DATUM = datetime(2024, 11, 30)    # später bringt mir nix
WARTEN_MIN = 4 * 60
WARTEN_MAX = 7 * 60

MAIL_VON = "termin.bot@example.de"
MAIL_AN = "jonas.weber@example.de"
SMTP_HOST = "smtp.example.de"
SMTP_USER = MAIL_VON
SMTP_PASS = open("/home/jonas/.smtp_pass").read().strip()


def browser_starten():
    opts = Options()
    opts.add_argument("--headless=new")
    opts.add_argument("--window-size=1280,1000")
    opts.add_argument("--lang=de-DE")
    return webdriver.Chrome(options=opts)


def mail_schicken(betreff, text):
    msg = EmailMessage()
    msg["Subject"] = betreff
    msg["From"] = MAIL_VON
    msg["To"] = MAIL_AN
    msg.set_content(text)
    with smtplib.SMTP(SMTP_HOST, 587) as s:
        s.starttls()
        s.login(SMTP_USER, SMTP_PASS)
        s.send_message(msg)


def freie_tage(driver):
    """gibt liste von (datum, link) zurück für alle buchbaren tage im kalender"""
    driver.get(START_URL)
    # "Termin berlinweit suchen" Button
    WebDriverWait(driver, 20).until(EC.element_to_be_clickable((By.CSS_SELECTOR, "a.btn[href*='terminvereinbarung']"))).click()
    WebDriverWait(driver, 30).until(EC.presence_of_element_located((By.CSS_SELECTOR, "div.calendar-month-table")))

    tage = []
    # die Seite zeigt 2 Monate, buchbare Tage haben die Klasse "buchbar"
    for zelle in driver.find_elements(By.CSS_SELECTOR, "td.buchbar a"):
        link = zelle.get_attribute("href")
        # datum steckt als unix timestamp im link: .../day/1730761200/
        ts = int(link.rstrip("/").split("/")[-1])
        tag = datetime.fromtimestamp(ts)
        if tag <= BIS_DATUM:
            tage.append((tag, link))
    return tage


def standorte(driver, link):
    driver.get(link)
    WebDriverWait(driver, 20).until(EC.presence_of_element_located((By.CSS_SELECTOR, "div.timetable")))
    namen = [el.text for el in driver.find_elements(By.CSS_SELECTOR, "th.buergeramt a")]
    return [n for n in namen if STANDORT_WORT in n]


def main():
    schon_gemeldet = set()
    versuch = 0
    while True:
        versuch += 1
        jetzt = datetime.now().strftime("%H:%M:%S")
        driver = browser_starten()
        try:
            tage = freie_tage(driver)
            if not tage:
                print(f"[{jetzt}] #{versuch}: nix frei")
            else:
                for tag, link in tage:
                    if link in schon_gemeldet:
                        continue
                    orte = standorte(driver, link)
                    if orte:
                        text = f"Termin am {tag:%d.%m.%Y} frei bei:\n" + "\n".join(orte) + f"\n\n{link}"
                        print(text)
                        mail_schicken(f"TERMIN FREI {tag:%d.%m.}", text)
                        schon_gemeldet.add(link)
        except TimeoutException:
            print(f"[{jetzt}] #{versuch}: Timeout, Seite hängt mal wieder")
        except WebDriverException as e:
            print(f"[{jetzt}] #{versuch}: Browser-Fehler: {e.msg}")
        finally:
            driver.quit()

        pause = random.randint(WARTEN_MIN, WARTEN_MAX)   # nicht immer gleich, sonst gibts captcha
        time.sleep(pause)


if __name__ == "__main__":
    main()
