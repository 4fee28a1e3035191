"""Book my Tuesday 7am spin class as soon as booking opens."""
import os
import time

from selenium import webdriver
from selenium.common.exceptions import TimeoutException
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

LOGIN_URL = "https://members.examplegym.com/login"
CLASS_NAME = "Spin 45"
CLASS_TIME = "07:00"


def login(driver, wait):
    driver.get(LOGIN_URL)
    wait.until(EC.presence_of_element_located((By.ID, "email"))).send_keys(os.environ["GYM_EMAIL"])
    driver.find_element(By.ID, "password").send_keys(os.environ["GYM_PASSWORD"])
    driver.find_element(By.CSS_SELECTOR, "button[type=submit]").click()
    wait.until(EC.url_contains("/dashboard"))


def find_class(driver):
    rows = driver.find_elements(By.CSS_SELECTOR, "table.timetable tr")
    for row in rows:
        cells = [c.text.strip() for c in row.find_elements(By.TAG_NAME, "td")
        if len(cells) >= 3 and cells[0] == CLASS_TIME and CLASS_NAME in cells[1]:
            return row
    return None


def book(driver, wait):
    driver.get("https://members.examplegym.com/timetable?day=tuesday")
    row = find_class(driver)
    if row is None:
        return False
    row.find_element(By.CSS_SELECTOR, "button.book").click()
    try:
        wait.until(EC.text_to_be_present_in_element(
            (By.CSS_SELECTOR, ".alert-success"), "Booked")
    except TimeoutException:
        print("No confirmation message appeared")
        return False
    return True


def main():
    driver = webdriver.Chrome()
    wait = WebDriverWait(driver, 15)
    try:
        login(driver, wait)
        for attempt in range(10):
            if book(driver, wait):
                print("Booked!", CLASS_NAME)
                break
            time.sleep(30)
    finally:
        driver.quit()


if __name__ == "__main__":
    main()
